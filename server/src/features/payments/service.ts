import {
  formatPaise,
  pagePaths,
  paiseFromRupees,
  rupeesFromPaise,
  type InitiatePaymentBody,
  type PaymentState,
  type PaymentStatusData,
} from '@voltcart/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { newId, newMerchantTransactionId, newOrderNumber } from '../../lib/ids';
import { clearCart, listCartLines, type CartLine } from '../cart';
import type { PaymentProvider, ProviderStatus } from './provider';
import { createPaymentProvider } from './providers';
import * as repo from './repo';
import { FIRST_CHECK_AFTER_MS, isCheckDue, isExpired } from './reconcile-schedule';

/** PhonePe refuses less than ₹1.00. */
export const MIN_PAYMENT_PAISE = 100;
/** PhonePe wants a webhook answered within 3–5 s; a slower status check finishes after the answer. */
const WEBHOOK_ANSWER_WITHIN_MS = 3_000;
const RECONCILE_BATCH = 100;

export type PaymentsLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const quiet: PaymentsLogger = { info: () => {}, warn: () => {}, error: () => {} };

export type InitiatedPayment = { merchantTransactionId: string; orderId: string; redirectUrl: string };
export type ReconcileSummary = { checked: number; settled: number; expired: number };
type Outcome = {
  state: 'COMPLETED' | 'FAILED';
  paymentMode?: string | undefined;
  providerTransactionId?: string | undefined;
  raw: unknown;
};

export function createPaymentsService(
  context: AppContext,
  options: { provider?: PaymentProvider | undefined; log?: PaymentsLogger } = {},
) {
  const { db, config } = context;
  const provider = options.provider ?? createPaymentProvider(config);
  const log = options.log ?? quiet;

  /**
   * Moves the payment out of PENDING and its order with it, in one transaction. Only the caller whose
   * conditional update wins marks the order paid and empties the cart, so repeats and races do it once.
   * The whole cart is emptied: initiate checked it held exactly this order's items when the payment began.
   */
  async function settle(payment: { id: string; order_id: string; user_id: string }, outcome: Outcome): Promise<boolean> {
    const at = nowIso();
    return db.transaction().execute(async (trx) => {
      const won = await repo.settlePayment(trx, payment.id, {
        state: outcome.state,
        payment_mode: outcome.paymentMode ?? null,
        provider_transaction_id: outcome.providerTransactionId ?? null,
        raw_status: JSON.stringify(outcome.raw ?? null),
        updated_at: at,
      });
      if (!won) return false;
      if (outcome.state === 'COMPLETED') {
        await repo.setOrderStatus(trx, payment.order_id, { from: 'Payment pending', to: 'Pending', at });
        await clearCart(trx, payment.user_id);
      } else {
        await repo.setOrderStatus(trx, payment.order_id, { from: 'Payment pending', to: 'Payment failed', at });
      }
      return true;
    });
  }

  /** The provider's answer decides only when it is final and for the amount the shop asked. */
  function decide(payment: repo.PaymentWithOrder, status: ProviderStatus): PaymentState {
    if (status.state === 'PENDING') return 'PENDING';
    if (status.amountPaise !== payment.amount_paise) {
      log.error(
        {
          merchantTransactionId: payment.merchant_transaction_id,
          askedPaise: payment.amount_paise,
          reportedPaise: status.amountPaise,
          reportedState: status.state,
        },
        'payment provider reported another amount; the payment is left pending',
      );
      return 'PENDING';
    }
    return status.state;
  }

  /**
   * Asks the provider about a PENDING payment and settles it when the answer is final. Used by the status call,
   * the webhook and the reconciler; safe to run any number of times, concurrently, from any process.
   * Answers the payment's state afterwards, or undefined for an unknown id. `now` is when the check happens
   * (the reconciler passes its clock, so its backoff reads the same time it wrote).
   */
  async function confirmPayment(merchantTransactionId: string, now: number = Date.now()): Promise<PaymentState | undefined> {
    const payment = await repo.findPayment(db, merchantTransactionId);
    if (!payment) return undefined;
    if (payment.state !== 'PENDING') return payment.state;
    // Begun under another provider (the configuration changed): only expiry settles it.
    if (payment.provider !== provider.name) return 'PENDING';

    let status: ProviderStatus;
    try {
      status = await provider.fetchStatus(merchantTransactionId);
    } catch (error) {
      log.warn({ err: error, merchantTransactionId }, 'payment status check failed; the payment stays pending');
      await repo.recordCheck(db, payment.id, { at: new Date(now).toISOString(), raw_status: null });
      return 'PENDING';
    }

    const state = decide(payment, status);
    if (state === 'PENDING') {
      await repo.recordCheck(db, payment.id, { at: new Date(now).toISOString(), raw_status: JSON.stringify(status.raw ?? null) });
      return 'PENDING';
    }
    const won = await settle(payment, {
      state,
      paymentMode: status.paymentMode,
      providerTransactionId: status.providerTransactionId,
      raw: status.raw,
    });
    if (won) log.info({ merchantTransactionId, state, orderNumber: payment.order_number }, 'payment settled');
    return won ? state : ((await repo.findPayment(db, merchantTransactionId))?.state ?? state);
  }

  return {
    provider,
    confirmPayment,

    /**
     * Checkout: the amount comes from the caller's cart at current prices, never from the browser. Writes the
     * order ('Payment pending'), its price snapshots and the PENDING payment in one transaction, then asks the
     * provider for its pay page.
     */
    async initiate(userId: string, body: InitiatePaymentBody): Promise<InitiatedPayment> {
      const merchantTransactionId = newMerchantTransactionId();
      const orderId = newId();
      const paymentId = newId();
      const orderNumber = newOrderNumber();

      const totalPaise = await db.transaction().execute(async (trx) => {
        const lines = await listCartLines(trx, userId);
        if (lines.length === 0) throw new AppError('business_rule', 'Your cart is empty');
        const total = lines.reduce((sum, line) => sum + line.salesPricePaise * line.quantity, 0);
        if (!sameItems(lines, body.cartItems) || paiseFromRupees(body.amount) !== total) {
          throw new AppError(
            'conflict',
            `The cart changed: the total is now ${formatPaise(total)}. Please review your cart and try again.`,
          );
        }
        if (total < MIN_PAYMENT_PAISE) {
          throw new AppError(
            'business_rule',
            `The order total must be at least ${formatPaise(MIN_PAYMENT_PAISE)} to pay online.`,
          );
        }
        const now = nowIso();
        await repo.insertCheckout(trx, {
          order: {
            id: orderId,
            order_number: orderNumber,
            user_id: userId,
            status: 'Payment pending',
            total_paise: total,
            created_at: now,
            updated_at: now,
          },
          items: lines.map((line) => ({
            id: newId(),
            order_id: orderId,
            product_id: line.productId,
            product_name: line.productName,
            product_image: line.productImage,
            quantity: line.quantity,
            price_paise: line.salesPricePaise,
          })),
          payment: {
            id: paymentId,
            order_id: orderId,
            provider: provider.name,
            merchant_transaction_id: merchantTransactionId,
            provider_order_id: null,
            state: 'PENDING',
            amount_paise: total,
            payment_mode: null,
            provider_transaction_id: null,
            raw_status: null,
            redirect_url: null,
            created_at: now,
            updated_at: now,
            last_checked_at: null,
          },
        });
        return total;
      });

      let created;
      try {
        created = await provider.createPayment({
          merchantTransactionId,
          amountPaise: totalPaise,
          orderNumber,
          redirectUrl: `${config.publicUrl}${pagePaths.paymentStatus(merchantTransactionId)}`,
        });
      } catch (error) {
        log.error(
          { err: error, merchantTransactionId },
          'the payment provider did not take the payment; the order is marked failed',
        );
        // The shopper never saw a pay page, so nothing can be paid: fail it now rather than leave it pending.
        const reason = error instanceof Error ? error.message : 'create payment failed';
        await settle({ id: paymentId, order_id: orderId, user_id: userId }, { state: 'FAILED', raw: { error: reason } });
        throw new AppError('unavailable', 'The payment provider is not reachable. Please try again.');
      }
      await repo.saveProviderOrder(db, paymentId, {
        redirect_url: created.redirectUrl,
        provider_order_id: created.providerOrderId,
        updated_at: nowIso(),
      });
      return { merchantTransactionId, orderId, redirectUrl: created.redirectUrl };
    },

    /** The caller's own payment (another user's is not found), confirmed with the provider while PENDING. */
    async statusOf(userId: string, merchantTransactionId: string): Promise<PaymentStatusData> {
      const payment = await repo.findPayment(db, merchantTransactionId);
      if (!payment || payment.user_id !== userId) throw notFound('Payment');
      const state =
        payment.state === 'PENDING' ? ((await confirmPayment(merchantTransactionId)) ?? payment.state) : payment.state;
      return { merchantTransactionId, orderId: payment.order_id, state, amount: rupeesFromPaise(payment.amount_paise) };
    },

    /**
     * A webhook is a hint: the payment is confirmed with the status call, never from the body. Answers within a
     * few seconds; a slower confirmation goes on after the answer (and the reconciler is the backstop).
     */
    async acceptWebhook(merchantTransactionId: string): Promise<void> {
      const confirmation = confirmPayment(merchantTransactionId).then(
        (state) => {
          if (state === undefined) log.warn({ merchantTransactionId }, 'webhook for an unknown payment ignored');
        },
        (error: unknown) => log.error({ err: error, merchantTransactionId }, 'webhook confirmation failed'),
      );
      await settleWithin(confirmation, WEBHOOK_ANSWER_WITHIN_MS);
    },

    /**
     * One pass of the reconciler: checks PENDING payments older than FIRST_CHECK_AFTER_MS whose backoff has
     * passed, and fails those past PAYMENT_EXPIRES_AFTER_MS after one last check.
     */
    async reconcilePendingPayments(now: number = Date.now()): Promise<ReconcileSummary> {
      const summary: ReconcileSummary = { checked: 0, settled: 0, expired: 0 };
      const pending = await repo.listPendingPayments(db, {
        createdBefore: new Date(now - FIRST_CHECK_AFTER_MS).toISOString(),
        limit: RECONCILE_BATCH,
      });
      for (const payment of pending) {
        const expired = isExpired(payment, now);
        if (!expired && !isCheckDue(payment, now)) continue;
        summary.checked += 1;
        try {
          const state = await confirmPayment(payment.merchant_transaction_id, now);
          if (state === 'COMPLETED' || state === 'FAILED') summary.settled += 1;
          if (state === 'PENDING' && expired) {
            const failed = await settle(payment, {
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
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

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
