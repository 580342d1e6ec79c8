import type { Executor } from '../../db/engine/executor';
import type { CodConfirmationRow } from '../../db/engine/schema';

/** A fresh code and link for the order: written, or (a resend) written over the last, its wrong tries back to none. */
export async function saveConfirmation(
  db: Executor,
  row: { orderId: string; codeHash: string; tokenHash: string; codeExpiresAt: string; sentAt: string },
): Promise<void> {
  const columns = {
    code_hash: row.codeHash,
    token_hash: row.tokenHash,
    code_expires_at: row.codeExpiresAt,
    wrong_tries: 0,
    sent_at: row.sentAt,
  };
  await db
    .insertInto('cod_confirmations')
    .values({ order_id: row.orderId, ...columns, confirmed_at: null, created_at: row.sentAt })
    .onConflict((conflict) => conflict.column('order_id').doUpdateSet(columns))
    .execute();
}

export const findConfirmation = (db: Executor, orderId: string): Promise<CodConfirmationRow | undefined> =>
  db.selectFrom('cod_confirmations').selectAll().where('order_id', '=', orderId).executeTakeFirst();

export const findConfirmationByToken = (db: Executor, tokenHash: string): Promise<CodConfirmationRow | undefined> =>
  db.selectFrom('cod_confirmations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Counts a wrong code against the code it was tried on (a resend since starts afresh): the tries now, or undefined. */
export async function countWrongTry(db: Executor, orderId: string, codeHash: string): Promise<number | undefined> {
  await db
    .updateTable('cod_confirmations')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('order_id', '=', orderId)
    .where('code_hash', '=', codeHash)
    .execute();
  const row = await findConfirmation(db, orderId);
  return row ? Number(row.wrong_tries) : undefined;
}

/** Marks the code used; false when it was already (a second confirmation racing this one). */
export async function markConfirmed(db: Executor, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('cod_confirmations')
    .set({ confirmed_at: now })
    .where('order_id', '=', orderId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
