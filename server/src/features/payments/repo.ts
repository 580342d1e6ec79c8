import { compiledOnce } from '../../db/engine/compiled-once';
import type { Executor } from '../../db/engine/executor';
import { latestOfEachOrder, listUnclaimedPending, updateWhilePending } from './reconcile/claims';
import type { NewPayment, PaymentChanges, PaymentRow } from '../../db/engine/schema';

// Both engines answer these as numbers (db/engine/database.ts parses int8); Number() keeps that true if a driver changes.
const withNumbers = (row: PaymentRow): PaymentRow => ({
  ...row,
  amount_paise: Number(row.amount_paise),
  check_count: Number(row.check_count),
});

export async function insertPayment(db: Executor, payment: NewPayment): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
}

export async function findPayment(db: Executor, merchantTransactionId: string): Promise<PaymentRow | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('merchant_transaction_id', '=', merchantTransactionId)
    .executeTakeFirst();
  return row && withNumbers(row);
}

/** The latest payment of each of the given orders. */
export async function latestPaymentsOf(db: Executor, orderIds: string[]): Promise<Map<string, PaymentRow>> {
  return latestOfEachOrder(db, 'payments', orderIds);
}

/** What checkout reads of a checkout's payment to hand it back, supersede it, or wait for its pay page. */
export type CheckoutPayment = Pick<
  PaymentRow,
  'id' | 'order_id' | 'merchant_transaction_id' | 'provider' | 'state' | 'redirect_url' | 'created_at' | 'superseded_at'
>;

const latestPaymentOfOrder = compiledOnce((db: Executor, orderId: string) =>
  db
    .selectFrom('payments')
    .select(['id', 'order_id', 'merchant_transaction_id', 'provider', 'state', 'redirect_url', 'created_at', 'superseded_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1),
);

/** The order's latest payment (checkout asks on every initiate, so it is built once, with only what checkout reads). */
export async function latestPaymentOf(db: Executor, orderId: string): Promise<CheckoutPayment | undefined> {
  const [row] = await latestPaymentOfOrder(db, orderId);
  return row;
}

export async function saveProviderOrder(
  db: Executor,
  paymentId: string,
  provider: Required<Pick<PaymentChanges, 'redirect_url' | 'provider_order_id' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('payments').set(provider).where('id', '=', paymentId).execute();
}

/** Notes a status check that decided nothing (the reconciler's backoff counts these). */
export async function recordCheck(
  db: Executor,
  paymentId: string,
  check: { at: string; raw_status: string | null },
): Promise<void> {
  await updateWhilePending(db, 'payments', paymentId, (eb) => ({
    last_checked_at: check.at,
    checking_until: null,
    check_count: eb('check_count', '+', 1),
    ...(check.raw_status === null ? {} : { raw_status: check.raw_status }),
  }));
}

/**
 * Moves a payment out of PENDING. Answers true only for the one caller whose update found it still PENDING:
 * concurrent confirmations (webhook, status call, reconciler, other processes) race here and exactly one wins.
 */
export async function settlePayment(
  db: Executor,
  paymentId: string,
  outcome: Pick<PaymentRow, 'payment_mode' | 'provider_transaction_id' | 'raw_status' | 'updated_at'> & {
    state: 'COMPLETED' | 'FAILED';
  },
): Promise<boolean> {
  return updateWhilePending(db, 'payments', paymentId, { ...outcome, last_checked_at: outcome.updated_at, checking_until: null });
}

/** PENDING payments begun before `createdBefore` that no reconciler has claimed at `now`, least recently looked at first. */
export async function listPendingPayments(
  db: Executor,
  filter: { createdBefore: string; now: string; limit: number },
): Promise<PaymentRow[]> {
  const rows = await listUnclaimedPending(db, 'payments', filter);
  return rows.map(withNumbers);
}

/** Marks a PENDING payment replaced by a newer checkout; false when it had settled meanwhile. */
export async function markSuperseded(db: Executor, paymentId: string, now: string): Promise<boolean> {
  return updateWhilePending(db, 'payments', paymentId, { superseded_at: now, updated_at: now });
}

/** The order's payment that took the money, if any (an order is paid at most once). */
export async function completedPaymentOf(db: Executor, orderId: string): Promise<PaymentRow | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'COMPLETED')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row && withNumbers(row);
}

export async function findPaymentById(db: Executor, paymentId: string): Promise<PaymentRow | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  return row && withNumbers(row);
}
