import { nowIso } from '../../../db/engine/database';
import { inTransaction, type Executor } from '../../../db/engine/executor';
import type { RefundRow } from '../../../db/engine/schema';
import { AppError } from '../../../lib/errors';
import { newId, newMerchantRefundId } from '../../../lib/ids';
import { releaseCouponUse } from '../../coupons';
import { issueCreditNote, markRefunded, markRefundFailed, type OrderRefunds } from '../../orders';
import type { PaymentGateway, PaymentsLogger } from '../providers/gateway';
import { PaymentProviderError, type ProviderRefund } from '../providers/provider';
import { claimForCheck, releaseClaim } from '../reconcile/claims';
import { CHECK_CLAIM_MS, isCheckDue } from '../reconcile/schedule';
import * as refundRepo from './repo';
import * as repo from '../repo';

type RefundOutcome = RefundRow['state'];
type RefundSummary = { checked: number; settled: number };

const RECONCILE_BATCH = 100;

/**
 * Writes a PENDING refund of everything the order's payment took, under a new merchantRefundId; pass the
 * caller's transaction (the order moves to 'Refund pending' in it). A customer is refunded once: an order
 * with a refund under way or done gets no second one.
 */
export async function beginRefund(trx: Executor, orderId: string): Promise<void> {
  const payment = await repo.completedPaymentOf(trx, orderId);
  if (!payment) throw new AppError('conflict', 'refund: this order has no completed payment to refund');
  const earlier = await refundRepo.refundsOfOrder(trx, orderId);
  if (earlier.some((refund) => refund.state !== 'FAILED')) {
    throw new AppError('conflict', 'refund: this order already has a refund under way or done');
  }
  const now = nowIso();
  await refundRepo.insertRefund(trx, {
    id: newId(),
    order_id: orderId,
    payment_id: payment.id,
    provider: payment.provider,
    merchant_refund_id: newMerchantRefundId(),
    amount_paise: payment.amount_paise,
    state: 'PENDING',
    provider_refund_id: null,
    raw_status: null,
    created_at: now,
    updated_at: now,
    last_checked_at: null,
  });
}

/** The provider's answer decides only when final and for the amount the shop asked back. */
function decide(log: PaymentsLogger, refund: RefundRow, answer: ProviderRefund): RefundOutcome {
  if (answer.state === 'PENDING') return 'PENDING';
  if (answer.amountPaise !== refund.amount_paise) {
    log.error(
      {
        merchantRefundId: refund.merchant_refund_id,
        askedPaise: refund.amount_paise,
        reportedPaise: answer.amountPaise,
        reportedState: answer.state,
      },
      'payment provider reported another refund amount; the refund is left pending',
    );
    return 'PENDING';
  }
  return answer.state;
}

/** Moves the refund out of PENDING and its order with it, in one transaction; only the winner of the race moves the order. */
async function settleRefund(
  db: Executor,
  { log, publicUrl }: PaymentGateway,
  refund: RefundRow,
  state: 'COMPLETED' | 'FAILED',
  answer: ProviderRefund,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const won = await refundRepo.settleRefund(trx, refund.id, {
      state,
      provider_refund_id: answer.providerRefundId ?? null,
      raw_status: JSON.stringify(answer.raw ?? null),
      updated_at: nowIso(),
    });
    if (!won) return false;
    // The money is back with the shopper: the invoice's GST is reversed by a credit note, before the refund's mail links it.
    if (state === 'COMPLETED')
      await issueCreditNote(trx, { orderId: refund.order_id, refundId: refund.id, amountPaise: refund.amount_paise });
    const moved =
      state === 'COMPLETED'
        ? await markRefunded(trx, refund.order_id, { publicUrl })
        : await markRefundFailed(
            trx,
            refund.order_id,
            { publicUrl },
            { merchantRefundId: refund.merchant_refund_id, amountPaise: refund.amount_paise, reason: failureReason(answer) },
          );
    if (!moved)
      log.warn({ merchantRefundId: refund.merchant_refund_id, state }, 'refund settled for an order that was not awaiting it');
    return true;
  });
}

/** The provider's reason for a failed refund, in words for the admin's email (its refusal, else its state). */
function failureReason(answer: ProviderRefund): string {
  const raw = answer.raw as { refused?: unknown } | null | undefined;
  return typeof raw?.refused === 'string' ? `it refused it (${raw.refused})` : 'it reported the refund as failed';
}

/**
 * Pursues a PENDING refund with the provider: one it never acknowledged is asked for again with the SAME
 * merchantRefundId (idempotent there, so a timeout never refunds twice); an acknowledged one is checked with
 * the refund status call. Safe to run any number of times, concurrently. Answers the refund's state afterwards,
 * or undefined for an unknown id.
 */
export async function pursueRefund(
  db: Executor,
  gateway: PaymentGateway,
  merchantRefundId: string,
  now: number = Date.now(),
): Promise<RefundOutcome | undefined> {
  const { provider, log } = gateway;
  const refund = await refundRepo.findRefund(db, merchantRefundId);
  if (!refund) return undefined;
  if (refund.state !== 'PENDING') return refund.state;
  // Begun under another provider (the configuration changed): a person must look at it.
  if (refund.provider !== provider.name) return 'PENDING';
  const at = new Date(now).toISOString();

  let answer: ProviderRefund;
  try {
    if (refund.provider_refund_id) {
      answer = await provider.fetchRefundStatus(merchantRefundId);
    } else {
      const payment = await repo.findPaymentById(db, refund.payment_id);
      if (!payment) return 'PENDING';
      answer = await provider.refund({
        merchantRefundId,
        merchantTransactionId: payment.merchant_transaction_id,
        amountPaise: refund.amount_paise,
      });
    }
  } catch (error) {
    const refusal = refund.provider_refund_id ? undefined : await refusalOf(provider, merchantRefundId, error);
    if (refusal) {
      log.error({ merchantRefundId, reason: refusal }, 'the provider refused the refund; an admin can retry it');
      const won = await settleRefund(db, gateway, refund, 'FAILED', {
        state: 'FAILED',
        amountPaise: refund.amount_paise,
        raw: { refused: refusal },
      });
      return won ? 'FAILED' : ((await refundRepo.findRefund(db, merchantRefundId))?.state ?? 'FAILED');
    }
    log.warn({ err: error, merchantRefundId }, 'refund call failed; the refund stays pending');
    await refundRepo.recordRefundCheck(db, refund.id, { at, raw_status: null });
    return 'PENDING';
  }

  const state = decide(log, refund, answer);
  if (state === 'PENDING') {
    await refundRepo.recordRefundCheck(db, refund.id, {
      at,
      raw_status: JSON.stringify(answer.raw ?? null),
      provider_refund_id: answer.providerRefundId,
    });
    return 'PENDING';
  }
  const won = await settleRefund(db, gateway, refund, state, answer);
  if (won) log.info({ merchantRefundId, state, orderId: refund.order_id }, 'refund settled');
  return won ? state : ((await refundRepo.findRefund(db, merchantRefundId))?.state ?? state);
}

/**
 * Why the provider will never make this refund, or undefined when it may yet (not reached, timed out, throttled).
 * A refusal of the refund call counts only once the refund status call confirms the provider holds no such
 * refund: an earlier attempt with the same id that did get through must be followed, never failed.
 */
async function refusalOf(
  provider: PaymentGateway['provider'],
  merchantRefundId: string,
  error: unknown,
): Promise<string | undefined> {
  if (!(error instanceof PaymentProviderError) || !error.refused) return undefined;
  try {
    await provider.fetchRefundStatus(merchantRefundId);
    return undefined;
  } catch (statusError) {
    return statusError instanceof PaymentProviderError && statusError.refused ? error.message : undefined;
  }
}

/** Pursues every PENDING refund of the order (after the transaction that began it commits). */
export async function sendRefundsOf(db: Executor, gateway: PaymentGateway, orderId: string): Promise<void> {
  for (const refund of await refundRepo.refundsOfOrder(db, orderId)) {
    if (refund.state === 'PENDING') await pursueRefund(db, gateway, refund.merchant_refund_id);
  }
}

/**
 * One pass over PENDING refunds, like the payments' pass: each is claimed first (refunds.checking_until), so
 * with several processes only one pursues it at a time, and checks back off as they decide nothing.
 */
export async function reconcilePendingRefunds(
  db: Executor,
  gateway: PaymentGateway,
  now: number = Date.now(),
): Promise<RefundSummary> {
  const { log } = gateway;
  const summary: RefundSummary = { checked: 0, settled: 0 };
  const at = new Date(now).toISOString();
  const pending = await refundRepo.listPendingRefunds(db, {
    createdBefore: new Date(now - gateway.reconcile.firstCheckAfterMs).toISOString(),
    now: at,
    limit: RECONCILE_BATCH,
  });
  for (const refund of pending) {
    if (!isCheckDue(refund, now)) continue;
    const until = new Date(now + CHECK_CLAIM_MS).toISOString();
    if (!(await claimForCheck(db, 'refunds', refund.id, { now: at, until }))) continue;
    summary.checked += 1;
    try {
      const state = await pursueRefund(db, gateway, refund.merchant_refund_id, now);
      if (state === 'COMPLETED' || state === 'FAILED') summary.settled += 1;
    } catch (error) {
      log.error({ err: error, merchantRefundId: refund.merchant_refund_id }, 'reconciling a refund failed');
    } finally {
      await releaseClaim(db, 'refunds', refund.id, until).catch(() => {});
    }
  }
  return summary;
}

/** What cancelling an order needs of payments (orders defines it; the app hands it to the order routes). */
export function orderRefunds(gateway: PaymentGateway): OrderRefunds {
  return {
    async closeUnpaidCheckout(trx, orderId) {
      const payment = (await repo.latestPaymentsOf(trx, [orderId])).get(orderId);
      if (payment?.state === 'PENDING') await repo.markSuperseded(trx, payment.id, nowIso());
      // The checkout can no longer be paid: its coupon's use goes back.
      await releaseCouponUse(trx, orderId, nowIso());
    },
    beginRefund,
    sendRefunds: (db, orderId) => sendRefundsOf(db, gateway, orderId),
  };
}
