import type { Executor } from '../../../db/engine/executor';
import { latestOfEachOrder, listUnclaimedPending, updateWhilePending } from '../reconcile/claims';
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

/** The latest refund attempt of each of the given orders. */
export async function latestRefundsOf(db: Executor, orderIds: string[]): Promise<Map<string, RefundRow>> {
  return latestOfEachOrder(db, 'refunds', orderIds, withNumbers);
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
