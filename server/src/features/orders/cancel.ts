import type { OrderStatus } from '@voltcart/contract';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError, notFound } from '../../lib/errors';
import type { OrderMail } from './messages';
import * as repo from './repo';
import { cancelOrder as moveToCancelled, markRefundPending } from './status';

/**
 * What cancelling needs of the order's payment. Payments asks orders to create and settle orders, so orders
 * cannot import payments back: the app hands payments' implementation to the order routes (as with
 * `LatestPaymentsLookup`).
 */
export type OrderRefunds = {
  /** In the cancelling transaction: the order's pending payment can no longer be paid (money that still arrives is refunded). */
  closeUnpaidCheckout(trx: Executor, orderId: string): Promise<void>;
  /** In the cancelling transaction: writes a PENDING refund of what the order's payment took (a new merchantRefundId). */
  /** Whether a refund was written: false when part refunds already gave the whole payment back. */
  beginRefund(trx: Executor, orderId: string): Promise<boolean>;
  /** After commit: asks the provider for the order's pending refunds. A timeout or error leaves them pending (the reconciler retries). */
  sendRefunds(db: Executor, orderId: string): Promise<void>;
  /** An admin refunds part of a paid order (rupees, within what is left); the provider is asked at once. */
  refundPart(db: Executor, orderId: string, asked: { amountRupees: number; reason: string }): Promise<void>;
  /** An admin retries a failed part refund; answers its order's id. */
  retryPartRefund(db: Executor, refundId: string): Promise<string>;
};

/** Who cancels: a shopper their own order, or an admin, who says why (kept with the order). */
export type Canceller = { by: 'shopper'; userId: string } | { by: 'admin'; reason: string };

/** Why a shopper may not cancel an order in this status, in words they can act on. */
function shopperRefusal(status: OrderStatus): string {
  switch (status) {
    case 'Shipped':
      return 'This order has already shipped, so it can no longer be cancelled.';
    case 'Delivered':
      return 'This order has been delivered, so it can no longer be cancelled.';
    case 'Cancelled':
    case 'Refund pending':
    case 'Refunded':
    case 'Refund failed':
      return 'This order is already cancelled.';
    default:
      return 'This order was not paid, so there is nothing to cancel.';
  }
}

/**
 * Cancels an order: a shopper their own paid order before it ships, an admin any order not yet delivered.
 * A paid order goes Cancelled → 'Refund pending' with a PENDING refund in one transaction, and the provider is
 * asked after commit; an unpaid checkout ('Payment pending') is just closed. The shopper is emailed (saying
 * whether a refund is on its way) in the same transaction. Its stock goes back on the shelf, except a shipped order's:
 * that waits until an admin marks its goods received back (goods-back.ts).
 */
export async function cancelOrder(
  db: Executor,
  refunds: OrderRefunds,
  mail: OrderMail,
  orderId: string,
  canceller: Canceller,
): Promise<void> {
  const paid = await inTransaction(db, async (trx) => {
    const [order] = await repo.findOrders(trx, [orderId]);
    if (!order || (canceller.by === 'shopper' && order.user_id !== canceller.userId)) throw notFound('Order');
    const from = order.status;
    const allowed =
      canceller.by === 'shopper'
        ? from === 'Pending' || from === 'Awaiting address' || from === 'Awaiting confirmation'
        : ['Payment pending', 'Awaiting confirmation', 'Pending', 'Awaiting address', 'Shipped'].includes(from);
    if (!allowed) {
      throw new AppError(
        'business_rule',
        canceller.by === 'shopper' ? shopperRefusal(from) : `status: an order that is ${from} cannot be cancelled`,
      );
    }
    // A cash-on-delivery order was never paid through the provider: nothing to refund (its cash is collected only
    // at the door), and one cancelled before its confirmation gives its coupon's use back as an unpaid checkout does.
    const cod = order.payment_method === 'cod';
    const unpaid = from === 'Payment pending' || from === 'Awaiting confirmation';
    // The payment first, then the order: settlement takes its locks in that order, so the two never deadlock.
    if (unpaid) await refunds.closeUnpaidCheckout(trx, orderId);
    if (!(await moveToCancelled(trx, mail, orderId, from, canceller.by, !cod && !unpaid))) {
      throw new AppError('conflict', 'The order changed meanwhile; reload it and try again.');
    }
    if (canceller.by === 'admin') await repo.keepCancelReason(trx, orderId, canceller.reason);
    if (unpaid || cod) return false;
    // Part refunds may have given it all back already: the order then stays Cancelled, with nothing on its way.
    if (!(await refunds.beginRefund(trx, orderId))) return false;
    await markRefundPending(trx, orderId, 'Cancelled');
    return true;
  });
  if (paid) await refunds.sendRefunds(db, orderId);
}

/** An admin retries a failed refund: a new refund attempt (the failed one is final), the order back to 'Refund pending'. */
export async function retryRefund(db: Executor, refunds: OrderRefunds, orderId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const [order] = await repo.findOrders(trx, [orderId]);
    if (!order) throw notFound('Order');
    if (order.status !== 'Refund failed') {
      throw new AppError('business_rule', `Only a failed refund can be retried; this order is ${order.status}.`);
    }
    if (!(await markRefundPending(trx, orderId, 'Refund failed'))) {
      throw new AppError('conflict', 'The order changed meanwhile; reload it and try again.');
    }
    await refunds.beginRefund(trx, orderId);
  });
  await refunds.sendRefunds(db, orderId);
}
