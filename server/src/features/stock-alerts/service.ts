import type { StockAlert, User } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import { AppError, notFound } from '../../lib/errors';
import { productsByIds } from '../catalog';
import { enqueueMail } from '../mail';
import { backInStockMail } from './back-in-stock-mail';
import * as repo from './repo';

/**
 * "Notify me when it's back" on an out-of-stock product: the shopper's own address when signed in and none is
 * given, else the one given (a guest must give one). Asking again for the same product and address is fine.
 */
export async function requestStockAlert(
  db: Executor,
  { productId, email, user }: { productId: string; email: string | undefined; user: User | null },
): Promise<StockAlert> {
  const address = email ?? user?.email;
  if (!address) throw new AppError('invalid_data', 'email: enter the email address to notify');
  const product = (await productsByIds(db, [productId])).get(productId);
  if (!product) throw notFound('Product');
  if (product.productStock > 0) throw new AppError('conflict', `${product.productName} is in stock — you can buy it now`);
  await repo.insertWaitingAlert(db, { productId, email: address.toLowerCase(), userId: user?._id ?? null, now: nowIso() });
  return { productId, email: address };
}

/**
 * A restock listener (catalog's `onRestock`): in the transaction of the stock change, queues one back-in-stock
 * email per waiting alert of each product now in stock, and marks those alerts notified. Alerts can only be
 * made while a product is at 0, so a waiting alert of a product in stock means its stock went from 0 to above 0.
 */
export function backInStockNotifier({ publicUrl }: { publicUrl: string }) {
  return async (trx: Executor, productIds: readonly string[]): Promise<void> => {
    const alerts = await repo.waitingAlertsOf(trx, productIds);
    if (alerts.length === 0) return;
    const products = await productsByIds(trx, [...new Set(alerts.map((alert) => alert.product_id))]);
    const notified: string[] = [];
    for (const alert of alerts) {
      const product = products.get(alert.product_id);
      if (!product || product.productStock <= 0) continue;
      await enqueueMail(trx, backInStockMail({ alertId: alert.id, to: alert.email, product, publicUrl }));
      notified.push(alert.id);
    }
    await repo.markNotified(trx, notified, nowIso());
  };
}
