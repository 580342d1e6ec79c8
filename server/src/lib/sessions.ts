import { hash, randomBytes } from 'node:crypto';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SessionKind = 'cookie' | 'bearer';

/**
 * How long a session lives: a shopper's cookie for 30 days, ended after a week unused; an admin's token
 * (bearer, also set as the cookie) for 12 hours, ended after 2 hours unused.
 */
export const SESSION_LIFETIME: Record<SessionKind, { absoluteMs: number; idleMs: number }> = {
  cookie: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  bearer: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
};

/** A session's last use is written at most this often (not on every request). */
export const LAST_SEEN_RESOLUTION_MS = MINUTE;

/**
 * The session cookie's name: over https `__Host-` makes the browser refuse it unless Secure, for the whole
 * host and set by the host itself (no sibling subdomain can plant one).
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-vc_session' : 'vc_session');

/** A random session token; only its hash is stored, so a leaked database holds no usable sessions. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every signed-in request hashes its token: the one-shot `hash` (Node ≥ 20.12) makes no Hash object (about half the time). */
export function hashSessionToken(token: string, secret: string): string {
  return hash('sha256', `${secret}:${token}`, 'hex');
}
