import type { OrderStatus } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import * as repo from './repo';

export { hasPaidOrder } from './repo';

/**
 * Checkouts that never took the shopper's money: still awaiting it ('Payment pending', whose stock is still held),
 * failed or expired, or replaced by a newer checkout. An admin's cancel of an unpaid checkout is left out: the shop,
 * not the shopper, let go of it.
 */
const UNPAID_CHECKOUT_STATUSES = ['Payment pending', 'Payment failed', 'Superseded'] as const satisfies readonly OrderStatus[];

/** A checkout that was not paid: when it began, whether it still holds its stock, and what it held. */
export type UnpaidCheckout = {
  orderId: string;
  createdAt: string;
  holding: boolean;
  lines: { productId: string; productName: string; quantity: number }[];
};

/** The shopper's unpaid checkouts begun at or after `since`, oldest first (payments' checkout limits read these). */
export async function unpaidCheckoutsSince(db: Executor, userId: string, since: string): Promise<UnpaidCheckout[]> {
  const byOrder = new Map<string, UnpaidCheckout>();
  for (const row of await repo.orderLinesSince(db, userId, UNPAID_CHECKOUT_STATUSES, since)) {
    let checkout = byOrder.get(row.id);
    if (!checkout) {
      checkout = { orderId: row.id, createdAt: row.created_at, holding: row.status === 'Payment pending', lines: [] };
      byOrder.set(row.id, checkout);
    }
    // A product deleted since has no id: nothing of it can be held again.
    if (row.product_id && row.product_name !== null && row.quantity !== null) {
      checkout.lines.push({ productId: row.product_id, productName: row.product_name, quantity: Number(row.quantity) });
    }
  }
  return [...byOrder.values()];
}
