import type { Executor } from '../../db/engine/executor';

/** Stores the address once (unconfirmed); subscribing again keeps the row as it is. */
export async function insertSubscriber(db: Executor, email: string, now: string): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email, created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/**
 * Gives an unconfirmed subscriber a new confirmation token, unless one was mailed after `resendAfter`.
 * Answers whether it did (and so whether to mail the link).
 */
export async function renewConfirmToken(
  db: Executor,
  { email, tokenHash, now, resendAfter }: { email: string; tokenHash: string; now: string; resendAfter: string },
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ confirm_token_hash: tokenHash, confirm_sent_at: now })
    .where('email', '=', email)
    .where('confirmed_at', 'is', null)
    .where((eb) => eb.or([eb('confirm_sent_at', 'is', null), eb('confirm_sent_at', '<=', resendAfter)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Confirms the subscriber holding this token, mailed after `sentAfter`; the token is spent. Answers false for an
 * unknown, used or older token.
 */
export async function confirmByTokenHash(
  db: Executor,
  { tokenHash, now, sentAfter }: { tokenHash: string; now: string; sentAfter: string },
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: now, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirm_sent_at', '>', sentAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether an unconfirmed subscriber still holds this token (it was mailed, but too long ago to confirm). */
export async function holdsToken(db: Executor, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
