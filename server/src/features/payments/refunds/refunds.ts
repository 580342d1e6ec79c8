import { nowIso } from '../../../db/engine/database';
import { inTransaction, type Executor } from '../../../db/engine/executor';
import type { RefundRow } from '../../../db/engine/schema';
import { AppError } from '../../../lib/errors';
import { newId, newMerchantRefundId } from '../../../lib/ids';
import { issueCreditNote, markRefunded, markRefundFailed, partRefunded, partRefundFailed, type OrderMail } from '../../orders';
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
 * Writes a PENDING refund of what is left to refund of the order's payment (all of it, less any part refunds), under
 * a new merchantRefundId; pass the caller's transaction (the order moves to 'Refund pending' in it). A customer is
 * refunded once: an order with a whole-order refund under way or done gets no second one. Answers whether it wrote
 * one (not when part refunds already gave the whole payment back).
 */
export async function beginRefund(trx: Executor, orderId: string): Promise<boolean> {
  await refundRepo.lockOrderForRefunds(trx, orderId);
  const payment = await repo.completedPaymentOf(trx, orderId);
  if (!payment) throw new AppError('conflict', 'refund: this order has no completed payment to refund');
  const earlier = await refundRepo.refundsOfOrder(trx, orderId);
  if (earlier.some((refund) => refund.kind === 'order' && refund.state !== 'FAILED')) {
    throw new AppError('conflict', 'refund: this order already has a refund under way or done');
  }
  const left = leftToRefundPaise(payment.amount_paise, earlier);
  // Part refunds already gave it all back: nothing is left to ask the provider for.
  if (left <= 0) return false;
  await insertPendingRefund(trx, { orderId, paymentId: payment.id, provider: payment.provider }, left, 'order', null);
  return true;
}

/** What is left to refund of a payment of `paidPaise`: less every refund not FAILED (pending ones are on their way). */
export const leftToRefundPaise = (paidPaise: number, refunds: RefundRow[]): number =>
  paidPaise - refunds.filter((refund) => refund.state !== 'FAILED').reduce((sum, refund) => sum + refund.amount_paise, 0);

/** Writes a PENDING refund under a new merchantRefundId (the provider is asked after commit). */
export async function insertPendingRefund(
  trx: Executor,
  of: { orderId: string; paymentId: string; provider: string },
  amountPaise: number,
  kind: 'order' | 'part',
  reason: string | null,
): Promise<string> {
  const now = nowIso();
  const merchantRefundId = newMerchantRefundId();
  await refundRepo.insertRefund(trx, {
    id: newId(),
    order_id: of.orderId,
    payment_id: of.paymentId,
    provider: of.provider,
    merchant_refund_id: merchantRefundId,
    amount_paise: amountPaise,
    state: 'PENDING',
    provider_refund_id: null,
    raw_status: null,
    created_at: now,
    updated_at: now,
    last_checked_at: null,
    kind,
    reason,
  });
  return merchantRefundId;
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

/**
 * THE place every refund is settled (a whole order's and a part's alike, whatever settles it: the refund call's
 * answer, the reconciler, a webhook): the refund moves out of PENDING and, in the same transaction, what follows
 * from it. Only the winner of the race goes on. A whole order's refund moves its order ('Refunded' / 'Refund
 * failed'); a part refund leaves the order's status alone, its shopper is emailed when it completes and every admin
 * when it fails. Whatever else a completed refund must bring (a document, a ledger line) belongs in `refundCompleted`.
 */
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
    const failure = {
      merchantRefundId: refund.merchant_refund_id,
      amountPaise: refund.amount_paise,
      reason: failureReason(answer),
    };
    if (state === 'COMPLETED') await refundCompleted(trx, { publicUrl }, refund);
    const moved =
      refund.kind === 'part'
        ? state === 'COMPLETED'
          ? await partRefunded(trx, refund.order_id, { publicUrl }, { refundId: refund.id, amountPaise: refund.amount_paise })
          : await partRefundFailed(trx, refund.order_id, { publicUrl }, failure)
        : state === 'COMPLETED'
          ? await markRefunded(trx, refund.order_id, { publicUrl })
          : await markRefundFailed(trx, refund.order_id, { publicUrl }, failure);
    if (!moved)
      log.warn({ merchantRefundId: refund.merchant_refund_id, state }, 'refund settled for an order that was not awaiting it');
    return true;
  });
}

/**
 * In the settling transaction, once a refund (of any kind) has COMPLETED: the hook for what a completed refund
 * brings beyond its order's status and email. Nothing yet.
 */
async function refundCompleted(trx: Executor, _mail: OrderMail, refund: RefundRow): Promise<void> {
  // The money is back with the shopper: the invoice's GST is reversed by a credit note, before the refund's mail links it.
  await issueCreditNote(trx, { orderId: refund.order_id, refundId: refund.id, amountPaise: refund.amount_paise });
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
