import type { Executor } from '../../db/engine/executor';
import { removeBoughtItems } from '../cart';
import { countCouponUse } from '../coupons';
import { markCodOrderConfirmed, type OrderMail } from '../orders';
import { issueCode } from './confirmation';
import type { CodTerms } from './rules';

/**
 * In the checkout's transaction, once its order is written 'Awaiting confirmation' (its stock reserved, a coupon's use
 * held): what it bought leaves the cart, and the shopper is emailed the code; with confirmation off the order moves
 * straight to Pending (its confirmation mailed) and its coupon's use counts.
 */
export async function placeCodOrder(
  trx: Executor,
  mail: OrderMail,
  terms: CodTerms,
  order: {
    orderId: string;
    userId: string;
    orderNumber: string;
    totalPaise: number;
    storefrontUrl: string;
    bought: { productId: string; quantity: number }[];
  },
  nowMs: number,
): Promise<void> {
  await removeBoughtItems(trx, order.userId, order.bought);
  if (terms.rules.confirmation === 'email-code') {
    await issueCode(trx, order, nowMs);
    return;
  }
  await markCodOrderConfirmed(trx, mail, order.orderId);
  await countCouponUse(trx, order.orderId, new Date(nowMs).toISOString());
}
