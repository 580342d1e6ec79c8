// The session rows of signed-in test shoppers: the tests that age or expire a session, or read what a call wrote to it.
import { hashSessionToken } from '../src/lib/sessions';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

/** The hash the sessions table files the shopper's cookie session under. */
export const sessionTokenHashOf = (shop: TestApp, shopper: SignedIn) =>
  hashSessionToken(shopper.cookie.split('=')[1]!, shop.config.sessionSecret);

/** Sets when the shopper's session was last used (an ISO time), as if they had been away since. */
export async function setLastUse(shop: TestApp, shopper: SignedIn, lastUse: string): Promise<void> {
  await shop.db
    .updateTable('sessions')
    .set({ last_seen_at: lastUse })
    .where('token_hash', '=', sessionTokenHashOf(shop, shopper))
    .execute();
}

/** When the shopper's session was last used, as its row says, in milliseconds since the epoch. */
export async function lastUseOf(shop: TestApp, shopper: SignedIn): Promise<number> {
  const session = await shop.db
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('token_hash', '=', sessionTokenHashOf(shop, shopper))
    .executeTakeFirstOrThrow();
  return Date.parse(session.last_seen_at!);
}

/** Moves the shopper's session past its absolute expiry. */
export async function expireSession(shop: TestApp, shopper: SignedIn): Promise<void> {
  await shop.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('token_hash', '=', sessionTokenHashOf(shop, shopper))
    .execute();
}

/** The shopper's session rows: one while the session lives, none once the shop has deleted it. */
export function sessionRowsOf(shop: TestApp, shopper: SignedIn) {
  return shop.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', '=', sessionTokenHashOf(shop, shopper))
    .execute();
}
