import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPaths, pagePaths } from '@voltcart/contract';

/**
 * The token of an address's unsubscribe link: an HMAC of the address under the shop's session secret. It never
 * expires (an old email's link must still work) and proves only that the link came from the shop's own mail, which
 * is all unsubscribing needs; it cannot subscribe anyone or read anything.
 */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${email.trim().toLowerCase()}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A marketing email's two unsubscribe addresses: the page its link opens, and the one-click header's call. */
export function unsubscribeLinks(publicUrl: string, secret: string, email: string): { page: string; oneClick: string } {
  const token = unsubscribeToken(secret, email);
  const query = new URLSearchParams({ email: email.toLowerCase(), token }).toString();
  return {
    page: publicUrl + pagePaths.unsubscribe(email.toLowerCase(), token),
    oneClick: `${publicUrl}${apiPaths.cartReminders.unsubscribe}?${query}`,
  };
}
