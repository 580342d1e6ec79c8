import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const DAY = 24 * 60 * 60 * 1000;
/** How long a browser stays known after its last successful sign-in. */
const KNOWN_FOR_MS = 180 * DAY;
/** Accounts one browser is remembered for (a shared family computer). */
const MAX_ACCOUNTS = 5;
const ENTRY = /^[\w-]{16}\.[\w-]{22}$/;

/**
 * The browsers that signed in to an account before: an httpOnly cookie set on each successful sign-in holds, per
 * account, a random nonce and its HMAC (a key derived from SESSION_SECRET) over the account's email. Nothing is
 * stored server-side; nobody can make one without the secret, and it tells no one which account it is for.
 * A known browser passes the account's short lock (lib/lockout), which an attacker elsewhere cannot.
 */
export function knownDevices({
  sessionSecret,
  secureCookies,
  storefront,
}: {
  sessionSecret: string;
  secureCookies: boolean;
  /** The session cookie's SameSite, which this cookie shares (it goes with the same sign-in requests). */
  storefront: { sessionSameSite: 'lax' | 'none' };
}) {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'voltcart-known-device', 'sign-in', 32));
  // Over https `__Host-` makes the browser refuse it unless Secure and set by this host itself.
  const cookieName = secureCookies ? '__Host-vc_device' : 'vc_device';
  const macOf = (email: string, nonce: string) =>
    createHmac('sha256', key).update(`${email.trim().toLowerCase()}\n${nonce}`).digest('base64url').slice(0, 22);
  const entriesOf = (request: FastifyRequest) =>
    (request.cookies[cookieName] ?? '')
      .split('~')
      .filter((entry) => ENTRY.test(entry))
      .slice(0, MAX_ACCOUNTS);
  const isFor = (entry: string, email: string) => {
    const [nonce = '', mac = ''] = entry.split('.');
    return timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(email, nonce)));
  };

  return {
    cookieName,
    /** Whether this browser signed in to the account before. */
    isKnown: (request: FastifyRequest, email: string) => entriesOf(request).some((entry) => isFor(entry, email)),
    /** After a successful sign-in: this browser is known for the account (first in the cookie, which is renewed). */
    remember(request: FastifyRequest, reply: FastifyReply, email: string) {
      const others = entriesOf(request).filter((entry) => !isFor(entry, email));
      const nonce = randomBytes(12).toString('base64url');
      const entries = [`${nonce}.${macOf(email, nonce)}`, ...others].slice(0, MAX_ACCOUNTS);
      reply.setCookie(cookieName, entries.join('~'), {
        path: '/',
        httpOnly: true,
        sameSite: storefront.sessionSameSite,
        secure: secureCookies,
        maxAge: KNOWN_FOR_MS / 1000,
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
