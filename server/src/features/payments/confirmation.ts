import type { OrderStatus, PaymentState } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import type { PaymentRow } from '../../db/engine/schema';
import { removeBoughtItems } from '../cart';
import { countCouponUse, releaseCouponUse } from '../coupons';
import {
  boughtLinesOf,
  flagOrderForAdmin,
  markLatePaidOrderRefundPending,
  markOrderPaid,
  markOrderPaymentFailed,
  orderOwnersByIds,
  type OrderMail,
} from '../orders';
import type { PaymentGateway, PaymentsLogger } from './providers/gateway';
import type { ProviderStatus } from './providers/provider';
import { beginRefund, sendRefundsOf } from './refunds/refunds';
import * as repo from './repo';

type PaymentOutcome = {
  state: 'COMPLETED' | 'FAILED';
  paymentMode?: string | undefined;
  providerTransactionId?: string | undefined;
  raw: unknown;
};

/** What admin listings say of an order paid after it could no longer be paid: the shop refunds it by itself. */
export const PAID_AFTER_SUPERSEDED = 'Paid after it could no longer be paid (superseded or cancelled) — refunded automatically';
/** The same, when the order is in no state a refund can start from: a person must refund it. */
const PAID_WHEN_UNPAYABLE = 'Paid after it could no longer be paid — refund due';

/**
 * Moves the payment out of PENDING and asks orders to move its order with it, in one transaction. Only the caller
 * whose conditional update wins marks the order paid and takes what it bought off the cart (items added since
 * stay), so repeats and races do it once. A payment completing for an order no longer payable (superseded, or
 * cancelled while its payment was pending) is recorded all the same and refunded automatically: the order goes
 * to 'Refund pending' with a PENDING refund in the same transaction (confirmPayment then asks the provider);
 * the cart and the live checkout are left alone.
 */
export async function settlePayment(
  db: Executor,
  mail: OrderMail,
  payment: { id: string; order_id: string; user_id: string },
  outcome: PaymentOutcome,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const won = await repo.settlePayment(trx, payment.id, {
      state: outcome.state,
      payment_mode: outcome.paymentMode ?? null,
      provider_transaction_id: outcome.providerTransactionId ?? null,
      raw_status: JSON.stringify(outcome.raw ?? null),
      updated_at: nowIso(),
    });
    if (!won) return false;
    if (outcome.state === 'FAILED') {
      await markOrderPaymentFailed(trx, payment.order_id);
      // A failed or expired payment gives its coupon's use back.
      await releaseCouponUse(trx, payment.order_id, nowIso());
    } else if (await markOrderPaid(trx, payment.order_id, mail)) {
      await removeBoughtItems(trx, payment.user_id, await boughtLinesOf(trx, payment.order_id));
      await countCouponUse(trx, payment.order_id, nowIso());
    } else if (await markLatePaidOrderRefundPending(trx, payment.order_id)) {
      await beginRefund(trx, payment.order_id);
      await flagOrderForAdmin(trx, payment.order_id, PAID_AFTER_SUPERSEDED);
    } else {
      await flagOrderForAdmin(trx, payment.order_id, PAID_WHEN_UNPAYABLE);
    }
    return true;
  });
}

/** Payments with whose order each is and its number (the shop's orders table belongs to orders). */
export async function withOrderOwners(
  db: Executor,
  payments: PaymentRow[],
): Promise<(PaymentRow & { user_id: string; order_number: string; order_status: OrderStatus })[]> {
  const owners = await orderOwnersByIds(
    db,
    payments.map((payment) => payment.order_id),
  );
  return payments.flatMap((payment) => {
    const owner = owners.get(payment.order_id);
    return owner ? [{ ...payment, user_id: owner.userId, order_number: owner.orderNumber, order_status: owner.status }] : [];
  });
}

/** The provider's answer decides only when it is final and for the amount the shop asked. */
function decide(log: PaymentsLogger, payment: PaymentRow, status: ProviderStatus): PaymentState {
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
export async function confirmPayment(
  db: Executor,
  gateway: PaymentGateway,
  merchantTransactionId: string,
  now: number = Date.now(),
): Promise<PaymentState | undefined> {
  const { provider, log } = gateway;
  const found = await repo.findPayment(db, merchantTransactionId);
  if (!found) return undefined;
  if (found.state !== 'PENDING') return found.state;
  // Begun under another provider (the configuration changed): only expiry settles it.
  if (found.provider !== provider.name) return 'PENDING';
  const [payment] = await withOrderOwners(db, [found]);
  if (!payment) return undefined;

  let status: ProviderStatus;
  try {
    status = await provider.fetchStatus(merchantTransactionId);
  } catch (error) {
    log.warn({ err: error, merchantTransactionId }, 'payment status check failed; the payment stays pending');
    await repo.recordCheck(db, payment.id, { at: new Date(now).toISOString(), raw_status: null });
    return 'PENDING';
  }

  const state = decide(log, payment, status);
  if (state === 'PENDING') {
    await repo.recordCheck(db, payment.id, { at: new Date(now).toISOString(), raw_status: JSON.stringify(status.raw ?? null) });
    return 'PENDING';
  }
  const won = await settlePayment(db, gateway, payment, {
    state,
    paymentMode: status.paymentMode,
    providerTransactionId: status.providerTransactionId,
    raw: status.raw,
  });
  if (won) log.info({ merchantTransactionId, state, orderNumber: payment.order_number }, 'payment settled');
  // A late payment's automatic refund was written with the settlement; ask the provider now (the reconciler is the backstop).
  if (won && state === 'COMPLETED' && !db.isTransaction) await sendRefundsOf(db, gateway, payment.order_id);
  return won ? state : ((await repo.findPayment(db, merchantTransactionId))?.state ?? state);
}
