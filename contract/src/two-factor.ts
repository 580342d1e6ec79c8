import { z } from 'zod';
import { envelope } from './common';
import { LoginBody, User } from './user';

/** A TOTP code: the six digits an authenticator app shows. */
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;

/** What a person types as a second factor: six digits or a recovery code; spaces and dashes are ignored. */
const secondFactorCode = z
  .string({ message: 'code is required' })
  .trim()
  .min(6, { message: 'code must be the 6-digit code or a recovery code' })
  .max(40, { message: 'code is too long' });

/** POST admin-login: the spec's email and password, plus the second factor once the server asked for it. */
export const AdminLoginBody = LoginBody.extend({ code: secondFactorCode.optional() });
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;

/**
 * Set (true) when the shop requires two-factor sign-in of admins and this one has not turned it on: the session
 * can do nothing but enrol (two-factor status, setup and confirm) and sign out.
 */
const twoFactorEnrolmentRequired = z.literal(true).optional();

const AdminSignedIn = z.object({ token: z.string(), user: User, twoFactorEnrolmentRequired });
/** The password was right and the admin has two-factor sign-in on: no token, no session until the code comes. */
const TwoFactorRequired = z.object({ twoFactorRequired: z.literal(true) });
export const AdminLoginAnswer = envelope(z.union([AdminSignedIn, TwoFactorRequired]));
export type AdminLoginData = z.infer<typeof AdminLoginAnswer>['data'];
export type AdminSignedIn = z.infer<typeof AdminSignedIn>;

export const isTwoFactorRequired = (data: AdminLoginData): data is z.infer<typeof TwoFactorRequired> =>
  'twoFactorRequired' in data;

/** check-auth: the spec's user, and `twoFactorEnrolmentRequired` for an admin's session that may only enrol. */
export const SessionUser = User.extend({ twoFactorEnrolmentRequired });
export type SessionUser = z.infer<typeof SessionUser>;
export const SessionUserAnswer = envelope(SessionUser);

export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 while not enabled). */
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** The shop requires admins to sign in with a second factor (production): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;
export const TwoFactorStatusAnswer = envelope(TwoFactorStatus);

/** A started enrolment: what an authenticator app needs, as a QR code and as text for typing in by hand. */
export const TwoFactorSetup = z.object({
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri` as an SVG data URL, drawn by the server. */
  qrDataUrl: z.string(),
  /** The Base32 secret, for apps that cannot scan. */
  secret: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;
export const TwoFactorSetupAnswer = envelope(TwoFactorSetup);

/** Turning it on asks for the password too: it answers the recovery codes, which a stolen session alone must not see. */
export const TwoFactorConfirmBody = z.object({
  password: z
    .string({ message: 'password is required' })
    .min(1, { message: 'password is required' })
    .max(200, { message: 'password is too long' }),
  code: z
    .string({ message: 'code is required' })
    .trim()
    .regex(TOTP_CODE_PATTERN, { message: 'code must be the 6 digits your authenticator app shows' }),
});
export type TwoFactorConfirmBody = z.infer<typeof TwoFactorConfirmBody>;

/** Turning two-factor sign-in off asks for both factors again: a stolen session alone cannot do it. */
export const TwoFactorDisableBody = z.object({
  password: z
    .string({ message: 'password is required' })
    .min(1, { message: 'password is required' })
    .max(200, { message: 'password is too long' }),
  code: secondFactorCode,
});
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBody>;

/** Shown once: each works one time in place of a code. */
export const TwoFactorRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof TwoFactorRecoveryCodes>;
export const TwoFactorConfirmAnswer = envelope(TwoFactorRecoveryCodes);
