import { COD_CONFIRM_WITHIN_MS } from '@voltcart/contract';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { releaseCouponUse } from '../coupons';
import { awaitingCodOrdersBefore, expireCodOrder } from '../orders';

const EXPIRY_BATCH = 100;
export const NOT_CONFIRMED_REASON = 'Not confirmed within 30 minutes (cash on delivery)';

/**
 * The sweep of cash-on-delivery orders left unconfirmed 30 minutes after they were placed (run with the payment
 * reconciler's pass, `now` its clock): each is cancelled, its stock goes back and its coupon's held use is given back,
 * in one transaction. Answers how many expired; a repeat or a racing process expires each once.
 */
export async function expireUnconfirmedCodOrders(db: Executor, now: number = Date.now()): Promise<number> {
  const due = await awaitingCodOrdersBefore(db, new Date(now - COD_CONFIRM_WITHIN_MS).toISOString(), EXPIRY_BATCH);
  let expired = 0;
  for (const orderId of due) {
    const moved = await inTransaction(db, async (trx) => {
      if (!(await expireCodOrder(trx, orderId, NOT_CONFIRMED_REASON))) return false;
      await releaseCouponUse(trx, orderId, new Date(now).toISOString());
      return true;
    });
    if (moved) expired += 1;
  }
  return expired;
}
