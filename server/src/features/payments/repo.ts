import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderItemsTable, OrdersTable, PaymentsTable } from '../../db/schema';

export type PaymentRow = Omit<PaymentsTable, 'check_count'> & { check_count: number };
/** A payment with what confirmation needs from its order. */
export type PaymentWithOrder = PaymentRow & { user_id: string; order_number: string; order_status: string };
export type NewPayment = Omit<PaymentsTable, 'check_count'>;

/** The order, its items and its payment row, written together (the caller passes the transaction). */
export async function insertCheckout(
  db: Db,
  checkout: { order: OrdersTable; items: OrderItemsTable[]; payment: NewPayment },
): Promise<void> {
  await db.insertInto('orders').values(checkout.order).execute();
  await db.insertInto('order_items').values(checkout.items).execute();
  await db.insertInto('payments').values(checkout.payment).execute();
}

function selectPaymentsWithOrder(db: Db) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .select(['orders.user_id', 'orders.order_number', 'orders.status as order_status']);
}

// Both engines answer these as numbers (db/database.ts parses int8); Number() keeps that true if a driver changes.
const withNumbers = <T extends { amount_paise: number; check_count: number }>(row: T): T => ({
  ...row,
  amount_paise: Number(row.amount_paise),
  check_count: Number(row.check_count),
});

export async function findPayment(db: Db, merchantTransactionId: string): Promise<PaymentWithOrder | undefined> {
  const row = await selectPaymentsWithOrder(db)
    .where('payments.merchant_transaction_id', '=', merchantTransactionId)
    .executeTakeFirst();
  return row && withNumbers(row);
}

export async function saveProviderOrder(
  db: Db,
  paymentId: string,
  provider: { redirect_url: string; provider_order_id: string | null; updated_at: string },
) {
  await db.updateTable('payments').set(provider).where('id', '=', paymentId).execute();
}

/** Notes a status check that decided nothing (the reconciler's backoff counts these). */
export async function recordCheck(db: Db, paymentId: string, check: { at: string; raw_status: string | null }): Promise<void> {
  await db
    .updateTable('payments')
    .set((eb) => ({
      last_checked_at: check.at,
      check_count: eb('check_count', '+', 1),
      ...(check.raw_status === null ? {} : { raw_status: check.raw_status }),
    }))
    .where('id', '=', paymentId)
    .where('state', '=', 'PENDING')
    .execute();
}

/**
 * Moves a payment out of PENDING. Answers true only for the one caller whose update found it still PENDING:
 * concurrent confirmations (webhook, status call, reconciler, other processes) race here and exactly one wins.
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  outcome: Pick<PaymentsTable, 'payment_mode' | 'provider_transaction_id' | 'raw_status' | 'updated_at'> & {
    state: 'COMPLETED' | 'FAILED';
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ ...outcome, last_checked_at: outcome.updated_at })
    .where('id', '=', paymentId)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setOrderStatus(db: Db, orderId: string, change: { from: string; to: string; at: string }): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: change.to, updated_at: change.at })
    .where('id', '=', orderId)
    .where('status', '=', change.from)
    .execute();
}

/** PENDING payments begun before `createdBefore`, least recently looked at first. */
export async function listPendingPayments(db: Db, filter: { createdBefore: string; limit: number }): Promise<PaymentWithOrder[]> {
  const rows = await selectPaymentsWithOrder(db)
    .where('payments.state', '=', 'PENDING')
    .where('payments.created_at', '<=', filter.createdBefore)
    .orderBy(sql`coalesce(payments.last_checked_at, payments.created_at)`)
    .orderBy('payments.id')
    .limit(filter.limit)
    .execute();
  return rows.map(withNumbers);
}
