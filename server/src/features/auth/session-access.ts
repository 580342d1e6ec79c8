import type { Role } from '@voltcart/contract';
import type { SessionSecondFactor } from '../../db/engine/schema';
import type { SessionKind } from '../../lib/sessions';

/**
 * What a live session may do, from how it was made: `admin` the admin area (and everything a shopper does);
 * `enrol-only` nothing but turning two-factor sign-in on (its status, setup, confirm) and signing out; `shopper`
 * what any signed-in shopper does, an admin's own shopper session included.
 */
export type SessionAccess = 'shopper' | 'admin' | 'enrol-only';

/**
 * Only admin sign-in (a `bearer` session) opens the admin area, and only after the admin's second factor passed,
 * or, where the shop allows admins without one (development, or ALLOW_ADMIN_WITHOUT_2FA=true), after the
 * password alone. Decided on every request, so a restart without that allowance closes such sessions' admin area.
 */
export function accessOfSession(
  session: { role: Role; kind: SessionKind; secondFactor: SessionSecondFactor },
  twoFactorRequired: boolean,
): SessionAccess {
  if (session.role !== 'admin' || session.kind !== 'bearer') return 'shopper';
  return session.secondFactor === 'passed' || !twoFactorRequired ? 'admin' : 'enrol-only';
}

/** The answers of a session that may not do what was asked. */
export const SESSION_REFUSALS = {
  enrolFirst: 'Turn on two-factor sign-in first: the admin area opens once it is on (admin area, Security).',
  adminSignInNeeded: 'Access denied. Admins only: sign in at the admin sign-in (/admin-login) to use the admin area.',
} as const;
