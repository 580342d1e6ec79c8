import type { Executor } from '../../db/engine/executor';
import * as repo from './repo';

/** What cash on delivery reads of its orders (orders own the table): the owner, status, number and total. */
export type CodOrder = { orderId: string; userId: string; status: string; orderNumber: string; totalPaise: number; cod: boolean };

export async function codOrderOf(db: Executor, orderId: string): Promise<CodOrder | undefined> {
  const [row] = await repo.findOrders(db, [orderId]);
  if (!row) return undefined;
  return {
    orderId: row.id,
    userId: row.user_id,
    status: row.status,
    orderNumber: row.order_number,
    totalPaise: Number(row.total_paise),
    cod: row.payment_method === 'cod',
  };
}

/** COD orders awaiting confirmation placed at or before `placedBefore` (oldest first). */
export async function awaitingCodOrdersBefore(db: Executor, placedBefore: string, limit: number): Promise<string[]> {
  return (await repo.awaitingConfirmationBefore(db, placedBefore, limit)).map((row) => row.id);
}

/** How many of the shopper's orders were refused at the door since `since`. */
export const returnedToOriginSince = (db: Executor, userId: string, since: string) =>
  repo.countReturnedToOriginSince(db, userId, since);
