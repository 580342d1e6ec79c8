import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a courier signs its update with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-voltcart-signature';

export const signBody = (secret: string, rawBody: Buffer | string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** Whether the header signs these exact bytes under the secret, compared in constant time. */
export function signatureValid(secret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header.trim().toLowerCase());
  // The expected length is public (sha256= and 64 hex digits): a wrong length fails before the constant-time compare.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
