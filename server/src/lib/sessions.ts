import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'vc_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A random session token; only its hash is stored, so a leaked database holds no usable sessions. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string, secret: string): string {
  return createHash('sha256').update(`${secret}:${token}`).digest('hex');
}
