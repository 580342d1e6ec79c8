import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The keys two-factor sign-in keeps its secrets under, derived (HKDF-SHA256) from SESSION_SECRET: a dump of
 * the database alone opens no TOTP secret and matches no recovery code. Changing SESSION_SECRET makes every
 * enrolment unreadable (the admins enrol again), as it already ends every session.
 */
export type TwoFactorKeys = { sealing: Buffer; recoveryHashing: Buffer };

export function twoFactorKeys(sessionSecret: string): TwoFactorKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', sessionSecret, 'voltcart-two-factor', info, 32));
  return { sealing: derive('totp-secret-sealing'), recoveryHashing: derive('recovery-code-hashing') };
}

const VERSION = 'v1';

/** AES-256-GCM with a fresh 96-bit nonce; the user's id is bound in as associated data (a row copied to another admin does not open). */
export function sealSecret(keys: TwoFactorKeys, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.sealing, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret, or throws when the text was tampered with or sealed under another key. */
export function openSecret(keys: TwoFactorKeys, userId: string, sealedText: string): string {
  const [version, iv, tag, sealed] = sealedText.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('two-factor secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', keys.sealing, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** Recovery codes are random, so a keyed SHA-256 (no slow hash) keeps them useless to a reader of the database. */
export const hashRecoveryCode = (keys: TwoFactorKeys, normalisedCode: string) =>
  createHmac('sha256', keys.recoveryHashing).update(normalisedCode).digest('hex');
