import { formatPaise, paiseFromRupees, type OrderStatus } from '@voltcart/contract';
import { inTransaction, type Executor } from '../../../db/engine/executor';
import { AppError, notFound } from '../../../lib/errors';
import type { PaymentGateway } from '../providers/gateway';
import * as repo from '../repo';
import { insertPendingRefund, leftToRefundPaise, pursueRefund } from './refunds';
import * as refundRepo from './repo';

/** A cancelled order's whole payment is refunded (or will be): it takes no part refund. */
const WHOLE_REFUND_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Refund pending', 'Refunded', 'Refund failed'];

/** PhonePe refunds no less than ₹1.00 (100 paise). */
const SMALLEST_REFUND_PAISE = 100;

/**
 * An admin refunds part of a paid order: never more than what is left to refund (its payment less every refund not
 * FAILED). The order's refunds are locked while the amount is weighed and the PENDING refund written, so two at once
 * cannot pass what is left; the provider is asked after commit. The order's status stays as it is. Answers the
 * refund's merchantRefundId.
 */
export async function refundPart(
  db: Executor,
  gateway: PaymentGateway,
  orderId: string,
  asked: { amountRupees: number; reason: string },
): Promise<string> {
  const amountPaise = paiseFromRupees(asked.amountRupees);
  const merchantRefundId = await inTransaction(db, async (trx) => {
    await refundRepo.lockOrderForRefunds(trx, orderId);
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'payment_method'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw notFound('Order');
    if (WHOLE_REFUND_STATUSES.includes(order.status)) {
      throw new AppError('business_rule', `This order is ${order.status}: its whole payment is refunded already or on its way.`);
    }
    const payment = await repo.completedPaymentOf(trx, orderId);
    if (!payment) throw new AppError('business_rule', 'This order has no payment taken online to refund.');
    const left = leftToRefundPaise(payment.amount_paise, await refundRepo.refundsOfOrder(trx, orderId));
    if (amountPaise < SMALLEST_REFUND_PAISE) {
      const words = `A refund must be at least ${formatPaise(SMALLEST_REFUND_PAISE)}.`;
      throw new AppError('invalid_data', words, { fields: { amount: words } });
    }
    if (amountPaise > left) {
      const words =
        left === 0
          ? 'Nothing is left to refund on this order.'
          : `Only ${formatPaise(left)} is left to refund on this order; ${formatPaise(amountPaise)} is more than that.`;
      throw new AppError('business_rule', words);
    }
    return insertPendingRefund(
      trx,
      { orderId, paymentId: payment.id, provider: payment.provider },
      amountPaise,
      'part',
      asked.reason,
    );
  });
  await pursueRefund(db, gateway, merchantRefundId);
  return merchantRefundId;
}

/**
 * An admin retries a part refund that FAILED: a new PENDING refund of the same amount and reason (the failed one is
 * final), still within what is left. Answers the order's id.
 */
export async function retryPartRefund(db: Executor, gateway: PaymentGateway, refundId: string): Promise<string> {
  const failed = await refundRepo.findRefundById(db, refundId);
  if (!failed || failed.kind !== 'part') throw notFound('Refund');
  if (failed.state !== 'FAILED') {
    throw new AppError(
      'business_rule',
      `Only a failed refund can be retried; this one is ${failed.state === 'PENDING' ? 'pending' : 'done'}.`,
    );
  }
  const retries = (await refundRepo.refundsOfOrder(db, failed.order_id)).filter(
    (refund) => refund.kind === 'part' && refund.created_at > failed.created_at && refund.reason === failed.reason,
  );
  if (retries.some((refund) => refund.amount_paise === failed.amount_paise && refund.state !== 'FAILED')) {
    throw new AppError('conflict', 'This refund has been retried already.');
  }
  await refundPart(db, gateway, failed.order_id, { amountRupees: failed.amount_paise / 100, reason: failed.reason ?? '' });
  return failed.order_id;
}
