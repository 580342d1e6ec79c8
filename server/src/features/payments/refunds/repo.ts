import { PostgresAdapter } from 'kysely';
import type { Executor } from '../../../db/engine/executor';
import { listUnclaimedPending, updateWhilePending } from '../reconcile/claims';
import type { NewRefund, RefundRow } from '../../../db/engine/schema';

// Both engines answer these as numbers (db/engine/database.ts parses int8); Number() keeps that true if a driver changes.
const withNumbers = (row: RefundRow): RefundRow => ({
  ...row,
  amount_paise: Number(row.amount_paise),
  check_count: Number(row.check_count),
});

export async function insertRefund(db: Executor, refund: NewRefund): Promise<void> {
  await db.insertInto('refunds').values(refund).execute();
}

export async function findRefund(db: Executor, merchantRefundId: string): Promise<RefundRow | undefined> {
  const row = await db.selectFrom('refunds').selectAll().where('merchant_refund_id', '=', merchantRefundId).executeTakeFirst();
  return row && withNumbers(row);
}

/** Every refund attempt of the order, oldest first. */
export async function refundsOfOrder(db: Executor, orderId: string): Promise<RefundRow[]> {
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(withNumbers);
}

/** The latest whole-order refund attempt of each of the given orders (a cancelled order's). */
export async function latestRefundsOf(db: Executor, orderIds: string[]): Promise<Map<string, RefundRow>> {
  const latest = new Map<string, RefundRow>();
  for (const [orderId, refunds] of await refundsOfOrders(db, orderIds)) {
    const whole = refunds.filter((refund) => refund.kind === 'order').at(-1);
    if (whole) latest.set(orderId, whole);
  }
  return latest;
}

/** Every refund attempt of each of the given orders, oldest first. */
export async function refundsOfOrders(db: Executor, orderIds: string[]): Promise<Map<string, RefundRow[]>> {
  const byOrder = new Map<string, RefundRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), withNumbers(row)]);
  return byOrder;
}

export async function findRefundById(db: Executor, refundId: string): Promise<RefundRow | undefined> {
  const row = await db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  return row && withNumbers(row);
}

/**
 * In the caller's transaction, holds the order's refunds still until it ends, so two refunds of one order are
 * weighed against what is left one after the other: PostgreSQL locks the order's row; SQLite has one writer, whose
 * transactions already run one at a time.
 */
export async function lockOrderForRefunds(trx: Executor, orderId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
}

/** Notes a provider answer (or a failed call, `raw_status` null) that decided nothing; the reconciler's backoff counts these. */
export async function recordRefundCheck(
  db: Executor,
  refundId: string,
  check: { at: string; raw_status: string | null; provider_refund_id?: string | undefined },
): Promise<void> {
  await updateWhilePending(db, 'refunds', refundId, (eb) => ({
    last_checked_at: check.at,
    updated_at: check.at,
    checking_until: null,
    check_count: eb('check_count', '+', 1),
    ...(check.raw_status === null ? {} : { raw_status: check.raw_status }),
    ...(check.provider_refund_id ? { provider_refund_id: check.provider_refund_id } : {}),
  }));
}

/** Moves a refund out of PENDING; true only for the one caller whose update found it still PENDING. */
export async function settleRefund(
  db: Executor,
  refundId: string,
  outcome: { state: 'COMPLETED' | 'FAILED'; provider_refund_id: string | null; raw_status: string; updated_at: string },
): Promise<boolean> {
  return updateWhilePending(db, 'refunds', refundId, {
    state: outcome.state,
    raw_status: outcome.raw_status,
    updated_at: outcome.updated_at,
    last_checked_at: outcome.updated_at,
    checking_until: null,
    ...(outcome.provider_refund_id ? { provider_refund_id: outcome.provider_refund_id } : {}),
  });
}

/** PENDING refunds begun before `createdBefore` that no reconciler has claimed at `now`, least recently looked at first. */
export async function listPendingRefunds(
  db: Executor,
  filter: { createdBefore: string; now: string; limit: number },
): Promise<RefundRow[]> {
  const rows = await listUnclaimedPending(db, 'refunds', filter);
  return rows.map(withNumbers);
}
