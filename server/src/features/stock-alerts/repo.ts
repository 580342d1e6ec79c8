import type { Executor } from '../../db/engine/executor';
import type { StockAlertRow } from '../../db/engine/schema';
import { newId } from '../../lib/ids';

/** Stores a waiting alert; a waiting one for the same product and address already there is kept instead. */
export async function insertWaitingAlert(
  db: Executor,
  alert: { productId: string; email: string; userId: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('stock_alerts')
    .values({
      id: newId(),
      product_id: alert.productId,
      email: alert.email,
      user_id: alert.userId,
      created_at: alert.now,
      notified_at: null,
    })
    // The partial unique index (product_id, email) where notified_at is null: a repeat stores nothing.
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The alerts of these products that wait for a restock, oldest first. */
export async function waitingAlertsOf(db: Executor, productIds: readonly string[]): Promise<StockAlertRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .where('notified_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function markNotified(db: Executor, alertIds: readonly string[], now: string): Promise<void> {
  if (alertIds.length === 0) return;
  await db
    .updateTable('stock_alerts')
    .set({ notified_at: now })
    .where('id', 'in', [...alertIds])
    .where('notified_at', 'is', null)
    .execute();
}
