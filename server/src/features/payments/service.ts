import {
  formatPaise,
  pagePaths,
  paiseFromRupees,
  rupeesFromPaise,
  type InitiatePaymentBody,
  type PaymentStatusData,
} from '@voltcart/contract';
import { nowIso } from '../../db/database';
import { inTransaction, type Executor } from '../../db/executor';
import { AppError, notFound } from '../../lib/errors';
import { newId, newMerchantTransactionId } from '../../lib/ids';
import { listCartLines, type CartLine } from '../cart';
import { createOrder, orderOwnersByIds, orderTotalPaise, type LatestPaymentsLookup } from '../orders';
import { confirmPayment, settlePayment, withOrderOwners } from './confirmation';
import type { PaymentGateway } from './gateway';
import { FIRST_CHECK_AFTER_MS, isCheckDue, isExpired } from './reconcile-schedule';
import * as repo from './repo';

/** PhonePe refuses less than ₹1.00. */
const MIN_PAYMENT_PAISE = 100;
/** PhonePe wants a webhook answered within 3–5 s; a slower status check finishes after the answer. */
const WEBHOOK_ANSWER_WITHIN_MS = 3_000;
const RECONCILE_BATCH = 100;

type InitiatedPayment = { merchantTransactionId: string; orderId: string; redirectUrl: string };
type ReconcileSummary = { checked: number; settled: number; expired: number };

/**
 * Checkout: the amount comes from the caller's cart at current prices, never from the browser. In one
 * transaction it reads the cart, asks orders for the order ('Payment pending', with price snapshots) and writes
 * the PENDING payment; then it asks the provider for its pay page.
 */
export async function initiatePayment(
  db: Executor,
  gateway: PaymentGateway,
  userId: string,
  body: InitiatePaymentBody,
): Promise<InitiatedPayment> {
  const { provider, log } = gateway;
  const merchantTransactionId = newMerchantTransactionId();
  const paymentId = newId();

  const order = await inTransaction(db, async (trx) => {
    const lines = await listCartLines(trx, userId);
    if (lines.length === 0) throw new AppError('business_rule', 'Your cart is empty');
    const orderLines = lines.map(({ productId, productName, productImage, quantity, salesPricePaise }) => ({
      productId,
      productName,
      productImage,
      quantity,
      pricePaise: salesPricePaise,
    }));
    const total = orderTotalPaise(orderLines);
    if (!sameItems(lines, body.cartItems) || paiseFromRupees(body.amount) !== total) {
      throw new AppError('conflict', `The cart changed: the total is now ${formatPaise(total)}. Please review your cart and try again.`);
    }
    if (total < MIN_PAYMENT_PAISE) {
      throw new AppError('business_rule', `The order total must be at least ${formatPaise(MIN_PAYMENT_PAISE)} to pay online.`);
    }
    const created = await createOrder(trx, userId, orderLines);
    const now = nowIso();
    await repo.insertPayment(trx, {
      id: paymentId,
      order_id: created.orderId,
      provider: provider.name,
      merchant_transaction_id: merchantTransactionId,
      provider_order_id: null,
      state: 'PENDING',
      amount_paise: created.totalPaise,
      payment_mode: null,
      provider_transaction_id: null,
      raw_status: null,
      redirect_url: null,
      created_at: now,
      updated_at: now,
      last_checked_at: null,
    });
    return created;
  });

  let providerPayment;
  try {
    providerPayment = await provider.createPayment({
      merchantTransactionId,
      amountPaise: order.totalPaise,
      orderNumber: order.orderNumber,
      redirectUrl: `${gateway.publicUrl}${pagePaths.paymentStatus(merchantTransactionId)}`,
    });
  } catch (error) {
    log.error({ err: error, merchantTransactionId }, 'the payment provider did not take the payment; the order is marked failed');
    // The shopper never saw a pay page, so nothing can be paid: fail it now rather than leave it pending.
    const reason = error instanceof Error ? error.message : 'create payment failed';
    await settlePayment(db, { id: paymentId, order_id: order.orderId, user_id: userId }, { state: 'FAILED', raw: { error: reason } });
    throw new AppError('unavailable', 'The payment provider is not reachable. Please try again.');
  }
  await repo.saveProviderOrder(db, paymentId, {
    redirect_url: providerPayment.redirectUrl,
    provider_order_id: providerPayment.providerOrderId,
    updated_at: nowIso(),
  });
  return { merchantTransactionId, orderId: order.orderId, redirectUrl: providerPayment.redirectUrl };
}

/** The caller's own payment (another user's is not found), confirmed with the provider while PENDING. */
export async function paymentStatusOf(
  db: Executor,
  gateway: PaymentGateway,
  userId: string,
  merchantTransactionId: string,
): Promise<PaymentStatusData> {
  const found = await repo.findPayment(db, merchantTransactionId);
  const [payment] = found ? await withOrderOwners(db, [found]) : [];
  if (!payment || payment.user_id !== userId) throw notFound('Payment');
  const state =
    payment.state === 'PENDING' ? ((await confirmPayment(db, gateway, merchantTransactionId)) ?? payment.state) : payment.state;
  return { merchantTransactionId, orderId: payment.order_id, state, amount: rupeesFromPaise(payment.amount_paise) };
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

/**
 * One pass of the reconciler: checks PENDING payments older than FIRST_CHECK_AFTER_MS whose backoff has
 * passed, and fails those past PAYMENT_EXPIRES_AFTER_MS after one last check.
 */
export async function reconcilePendingPayments(db: Executor, gateway: PaymentGateway, now: number = Date.now()): Promise<ReconcileSummary> {
  const { log } = gateway;
  const summary: ReconcileSummary = { checked: 0, settled: 0, expired: 0 };
  const pending = await withOrderOwners(
    db,
    await repo.listPendingPayments(db, { createdBefore: new Date(now - FIRST_CHECK_AFTER_MS).toISOString(), limit: RECONCILE_BATCH }),
  );
  for (const payment of pending) {
    const expired = isExpired(payment, now);
    if (!expired && !isCheckDue(payment, now)) continue;
    summary.checked += 1;
    try {
      const state = await confirmPayment(db, gateway, payment.merchant_transaction_id, now);
      if (state === 'COMPLETED' || state === 'FAILED') summary.settled += 1;
      if (state === 'PENDING' && expired) {
        const failed = await settlePayment(db, payment, {
          state: 'FAILED',
          raw: { state: 'FAILED', reason: 'expired: not completed within 30 minutes' },
        });
        if (failed) {
          summary.expired += 1;
          log.info({ merchantTransactionId: payment.merchant_transaction_id }, 'pending payment expired and marked failed');
        }
      }
    } catch (error) {
      // One bad row must not stop the pass.
      log.error({ err: error, merchantTransactionId: payment.merchant_transaction_id }, 'reconciling a payment failed');
    }
  }
  return summary;
}

/** What an order shows of its latest payment (the order views ask through this). */
export const latestPaymentsOf: LatestPaymentsLookup = async (db, orderIds) => {
  const rows = await repo.latestPaymentsOf(db, orderIds);
  return new Map(
    [...rows].map(([orderId, row]) => [
      orderId,
      {
        merchantTransactionId: row.merchant_transaction_id,
        state: row.state,
        paymentMode: row.payment_mode,
        providerTransactionId: row.provider_transaction_id,
      },
    ]),
  );
};

/** The browser's list must be exactly the cart: the same products, each once, with the same quantities. */
function sameItems(lines: CartLine[], cartItems: InitiatePaymentBody['cartItems']): boolean {
  if (lines.length !== cartItems.length) return false;
  const quantityOf = new Map(lines.map((line) => [line.productId, line.quantity]));
  const seen = new Set<string>();
  for (const item of cartItems) {
    if (seen.has(item.productId) || quantityOf.get(item.productId) !== item.quantity) return false;
    seen.add(item.productId);
  }
  return true;
}

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
