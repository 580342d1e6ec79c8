import { rupeesFromPaise, type OrderRefundLine, type PaymentState, type PaymentStatusData } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import type { PaymentRow, RefundRow } from '../../db/engine/schema';
import { notFound } from '../../lib/errors';
import { expireUnconfirmedCodOrders } from '../cod';
import { orderOwnersByIds, type LatestPaymentsLookup } from '../orders';
import { CANCELLED_CHECKOUT_NOTE, EXPIRED_CHECKOUT_NOTE, SUPERSEDED_NOTE } from './checkout/checkout';
import { confirmPayment, settlePayment, withOrderOwners } from './confirmation';
import type { PaymentGateway } from './providers/gateway';
import { claimForCheck, releaseClaim } from './reconcile/claims';
import { minutesOf } from './checkout/limits';
import { CHECK_CLAIM_MS, isCheckDue, isExpired, PAYMENT_EXPIRES_AFTER_MS } from './reconcile/schedule';
import { leftToRefundPaise, pursueRefund } from './refunds/refunds';
import * as refundRepo from './refunds/repo';
import * as repo from './repo';

export { initiatePayment } from './checkout/checkout';

/** A superseded checkout still PENDING at the provider reads as failed: the shop no longer takes it. */
const shownState = (payment: Pick<PaymentRow, 'state' | 'superseded_at'>): PaymentState =>
  payment.superseded_at && payment.state === 'PENDING' ? 'FAILED' : payment.state;

/** PhonePe wants a webhook answered within 3–5 s; a slower status check finishes after the answer. */
const WEBHOOK_ANSWER_WITHIN_MS = 3_000;
const RECONCILE_BATCH = 100;

type ReconcileSummary = { checked: number; settled: number; expired: number };

/**
 * The caller's own payment (another user's is not found), confirmed with the provider while PENDING. `note`
 * says why a superseded checkout is not (or was wrongly) paid.
 */
export async function paymentStatusOf(
  db: Executor,
  gateway: PaymentGateway,
  userId: string,
  merchantTransactionId: string,
): Promise<PaymentStatusData & { note?: string }> {
  const found = await repo.findPayment(db, merchantTransactionId);
  const [payment] = found ? await withOrderOwners(db, [found]) : [];
  if (!payment || payment.user_id !== userId) throw notFound('Payment');
  const state =
    payment.state === 'PENDING' ? ((await confirmPayment(db, gateway, merchantTransactionId)) ?? payment.state) : payment.state;
  const answer = { merchantTransactionId, orderId: payment.order_id, amount: rupeesFromPaise(payment.amount_paise) };
  if (!payment.superseded_at) return { ...answer, state };
  return {
    ...answer,
    state: shownState({ state, superseded_at: payment.superseded_at }),
    note: closedNote(payment.order_status),
  };
}

/** A checkout the shop no longer takes was replaced by a newer one, or cancelled by an admin while unpaid. */
const closedNote = (orderStatus: string) => (orderStatus === 'Cancelled' ? CANCELLED_CHECKOUT_NOTE : SUPERSEDED_NOTE);

/**
 * Why the shop no longer takes this payment (the sandbox page shows it), or undefined while it is payable. A payment
 * still pending past its checkout's hold is no longer taken either: its stock is going back on the shelf.
 */
export async function refusalOf(
  db: Executor,
  merchantTransactionId: string,
  now: number = Date.now(),
): Promise<string | undefined> {
  const payment = await repo.findPayment(db, merchantTransactionId);
  if (!payment) return undefined;
  if (!payment.superseded_at) return payment.state === 'PENDING' && isExpired(payment, now) ? EXPIRED_CHECKOUT_NOTE : undefined;
  const [withOrder] = await withOrderOwners(db, [payment]);
  return closedNote(withOrder?.order_status ?? 'Superseded');
}

/**
 * A webhook is a hint: the payment is confirmed with the status call, never from the body. Answers within a
 * few seconds; a slower confirmation goes on after the answer (and the reconciler is the backstop).
 */
export async function acceptWebhook(db: Executor, gateway: PaymentGateway, merchantTransactionId: string): Promise<void> {
  const { log } = gateway;
  const confirmation = confirmPayment(db, gateway, merchantTransactionId).then(
    (state) => {
      if (state === undefined) log.warn({ merchantTransactionId }, 'webhook for an unknown payment ignored');
    },
    (error: unknown) => log.error({ err: error, merchantTransactionId }, 'webhook confirmation failed'),
  );
  await settleWithin(confirmation, WEBHOOK_ANSWER_WITHIN_MS);
}

/** A refund webhook is a hint too: the refund is confirmed with the refund status call, never from the body. */
export async function acceptRefundWebhook(db: Executor, gateway: PaymentGateway, merchantRefundId: string): Promise<void> {
  const { log } = gateway;
  const confirmation = pursueRefund(db, gateway, merchantRefundId).then(
    (state) => {
      if (state === undefined) log.warn({ merchantRefundId }, 'refund webhook for an unknown refund ignored');
    },
    (error: unknown) => log.error({ err: error, merchantRefundId }, 'refund webhook confirmation failed'),
  );
  await settleWithin(confirmation, WEBHOOK_ANSWER_WITHIN_MS);
}

/**
 * One pass of the reconciler: checks PENDING payments older than the first-check delay whose backoff has
 * passed, and fails those past PAYMENT_EXPIRES_AFTER_MS after one last check. Each payment is claimed first
 * (payments.checking_until), so with several processes on one database only one checks it at a time.
 */
export async function reconcilePendingPayments(
  db: Executor,
  gateway: PaymentGateway,
  now: number = Date.now(),
): Promise<ReconcileSummary> {
  const { log } = gateway;
  const summary: ReconcileSummary = { checked: 0, settled: 0, expired: 0 };
  const at = new Date(now).toISOString();
  const pending = await withOrderOwners(
    db,
    await repo.listPendingPayments(db, {
      createdBefore: new Date(now - gateway.reconcile.firstCheckAfterMs).toISOString(),
      now: at,
      limit: RECONCILE_BATCH,
    }),
  );
  for (const payment of pending) {
    const expired = isExpired(payment, now);
    if (!expired && !isCheckDue(payment, now)) continue;
    const until = new Date(now + CHECK_CLAIM_MS).toISOString();
    // Another process took it since the list was read.
    if (!(await claimForCheck(db, 'payments', payment.id, { now: at, until }))) continue;
    summary.checked += 1;
    try {
      const state = await confirmPayment(db, gateway, payment.merchant_transaction_id, now);
      if (state === 'COMPLETED' || state === 'FAILED') summary.settled += 1;
      if (state === 'PENDING' && expired) {
        const failed = await settlePayment(db, gateway, payment, {
          state: 'FAILED',
          raw: { state: 'FAILED', reason: `expired: not completed within ${minutesOf(PAYMENT_EXPIRES_AFTER_MS)} minutes` },
        });
        if (failed) {
          summary.expired += 1;
          log.info({ merchantTransactionId: payment.merchant_transaction_id }, 'pending payment expired and marked failed');
        }
      }
    } catch (error) {
      // One bad row must not stop the pass.
      log.error({ err: error, merchantTransactionId: payment.merchant_transaction_id }, 'reconciling a payment failed');
    } finally {
      await releaseClaim(db, 'payments', payment.id, until).catch(() => {});
    }
  }
  // Cash-on-delivery orders left unconfirmed expire on the same clock (their stock and coupon use go back).
  try {
    summary.expired += await expireUnconfirmedCodOrders(db, now);
  } catch (error) {
    log.error({ err: error }, 'expiring unconfirmed cash-on-delivery orders failed');
  }
  return summary;
}

/** What an order shows of its latest payment and refund (the order views ask through this). */
export const latestPaymentsOf: LatestPaymentsLookup = async (db, orderIds) => {
  const [rows, refunds] = await Promise.all([repo.latestPaymentsOf(db, orderIds), refundRepo.refundsOfOrders(db, orderIds)]);
  return new Map(
    [...rows].map(([orderId, row]) => {
      const ofOrder = refunds.get(orderId) ?? [];
      return [
        orderId,
        {
          merchantTransactionId: row.merchant_transaction_id,
          state: shownState(row),
          paymentMode: row.payment_mode,
          providerTransactionId: row.provider_transaction_id,
          refund: refundSummary(ofOrder.filter((refund) => refund.kind === 'order').at(-1)),
          refunds: ofOrder.map(refundLine),
          refundablePaise: row.state === 'COMPLETED' ? leftToRefundPaise(Number(row.amount_paise), ofOrder) : undefined,
        },
      ];
    }),
  );
};

const refundLine = (refund: RefundRow): OrderRefundLine => ({
  _id: refund.id,
  kind: refund.kind,
  state: refund.state,
  amount: rupeesFromPaise(refund.amount_paise),
  ...(refund.reason ? { reason: refund.reason } : {}),
  createdAt: refund.created_at,
  updatedAt: refund.updated_at,
});

const refundSummary = (refund: RefundRow | undefined) =>
  refund && { state: refund.state, amountPaise: refund.amount_paise, updatedAt: refund.updated_at };

/** Waits for `work`, but no longer than `ms`. */
async function settleWithin(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The id of the shopper whose order a payment is for, or undefined for an unknown payment. */
export async function payerOf(db: Executor, merchantTransactionId: string): Promise<string | undefined> {
  const payment = await repo.findPayment(db, merchantTransactionId);
  if (!payment) return undefined;
  return (await orderOwnersByIds(db, [payment.order_id])).get(payment.order_id)?.userId;
}
