import { sql, type ExpressionBuilder, type Selectable, type SqlBool, type UpdateObject } from 'kysely';
import type { Executor } from '../../../db/engine/executor';
import type { Database } from '../../../db/engine/schema';

/**
 * The tables the reconciler works through: rows that stay PENDING until the provider's answer is final, each
 * with the same claim columns (checking_until, last_checked_at). Payments and refunds share these statements.
 */
export type ReconciledTable = 'payments' | 'refunds';

/** A row of a reconciled table, as read. */
export type ReconciledRow<T extends ReconciledTable> = Selectable<Database[T]>;

/** What a statement changes on a row of `T`: the columns, or a function of Kysely's expression builder. */
export type PendingChanges<T extends ReconciledTable> =
  UpdateObject<Database, T> | ((eb: ExpressionBuilder<Database, T>) => UpdateObject<Database, T>);

// Both tables have the columns used here; Kysely types one of them, the SQL is the same for either.
const table = (name: ReconciledTable) => name as 'payments';

/** PENDING rows begun before `createdBefore` that no reconciler has claimed at `now` (the list half of a pass). */
const unclaimedPendingBefore = (filter: { createdBefore: string; now: string }) =>
  sql<SqlBool>`state = 'PENDING' and created_at <= ${filter.createdBefore} and (checking_until is null or checking_until < ${filter.now})`;

/** The order a pass takes them in: least recently looked at first. */
const leastRecentlyChecked = sql`coalesce(last_checked_at, created_at)`;

/** PENDING rows begun before `createdBefore` that no reconciler has claimed at `now`, least recently looked at first. */
export async function listUnclaimedPending<T extends ReconciledTable>(
  db: Executor,
  name: T,
  filter: { createdBefore: string; now: string; limit: number },
): Promise<ReconciledRow<T>[]> {
  const rows = await db
    .selectFrom(table(name))
    .selectAll()
    .where(unclaimedPendingBefore(filter))
    .orderBy(leastRecentlyChecked)
    .orderBy('id')
    .limit(filter.limit)
    .execute();
  return rows as ReconciledRow<T>[];
}

/** The latest row of each of the given orders (oldest first, so a later one replaces an earlier one). */
export async function latestOfEachOrder<T extends ReconciledTable>(
  db: Executor,
  name: T,
  orderIds: string[],
  read: (row: ReconciledRow<T>) => ReconciledRow<T> = (row) => row,
): Promise<Map<string, ReconciledRow<T>>> {
  const byOrder = new Map<string, ReconciledRow<T>>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom(table(name))
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, read(row as ReconciledRow<T>));
  return byOrder;
}

/**
 * Changes a row only while it is PENDING: true for the one caller whose update found it so (concurrent
 * confirmations race here and exactly one wins).
 */
export async function updateWhilePending<T extends ReconciledTable>(
  db: Executor,
  name: T,
  id: string,
  changes: PendingChanges<T>,
): Promise<boolean> {
  const result = await db
    .updateTable(table(name))
    .set(changes as PendingChanges<'payments'>)
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A reconciler claims a PENDING row until `until`: true for the one process whose conditional update found it
 * unclaimed (or its claim lapsed). The same statement on both engines; the check's outcome releases it.
 */
export async function claimForCheck(
  db: Executor,
  name: ReconciledTable,
  id: string,
  claim: { now: string; until: string },
): Promise<boolean> {
  const result = await db
    .updateTable(table(name))
    .set({ checking_until: claim.until })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .where((eb) => eb.or([eb('checking_until', 'is', null), eb('checking_until', '<', claim.now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives up a claim made until `until` (a lapsed claim another process has renewed since stays theirs). */
export async function releaseClaim(db: Executor, name: ReconciledTable, id: string, until: string): Promise<void> {
  await db
    .updateTable(table(name))
    .set({ checking_until: null })
    .where('id', '=', id)
    .where('checking_until', '=', until)
    .execute();
}
