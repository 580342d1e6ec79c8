import { nowIso } from '../../db/database';
import type { Executor } from '../../db/executor';

/** Subscribing twice is fine: the address is stored once. */
export async function subscribe(db: Executor, email: string): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email, created_at: nowIso() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
