import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './repo';
import { returnOrderStock } from './status';

/**
 * An admin marks the goods of a cancelled order that had shipped as received back: its units go back on the shelf
 * then (once: the conditional update lets one call through), not when it was cancelled.
 */
export async function markGoodsReceivedBack(db: Executor, orderId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const [order] = await repo.findOrders(trx, [orderId]);
    if (!order) throw notFound('Order');
    if (order.received_back_at) throw new AppError('business_rule', 'The goods of this order were already marked received back.');
    if (!order.return_awaited_at) {
      throw new AppError('business_rule', 'Only a cancelled order that had shipped awaits its goods back; this one does not.');
    }
    if (!(await repo.markReceivedBack(trx, orderId, nowIso()))) {
      throw new AppError('conflict', 'The order changed meanwhile; reload it and try again.');
    }
    await returnOrderStock(trx, orderId);
  });
}
