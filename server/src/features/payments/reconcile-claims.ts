import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor';

/**
 * The tables the reconciler works through: rows that stay PENDING until the provider's answer is final, each
 * with the same claim columns (checking_until, last_checked_at). Payments and refunds share these statements.
 */
export type ReconciledTable = 'payments' | 'refunds';

// Both tables have the columns used here; Kysely types one of them, the SQL is the same for either.
const table = (name: ReconciledTable) => name as 'payments';

/** PENDING rows begun before `createdBefore` that no reconciler has claimed at `now` (the list half of a pass). */
export const unclaimedPendingBefore = (filter: { createdBefore: string; now: string }) =>
  sql<SqlBool>`state = 'PENDING' and created_at <= ${filter.createdBefore} and (checking_until is null or checking_until < ${filter.now})`;

/** The order a pass takes them in: least recently looked at first. */
export const leastRecentlyChecked = sql`coalesce(last_checked_at, created_at)`;

/**
 * A reconciler claims a PENDING row until `until`: true for the one process whose conditional update found it
 * unclaimed (or its claim lapsed). The same statement on both engines; the check's outcome releases it.
 */
export async function claimForCheck(db: Executor, name: ReconciledTable, id: string, claim: { now: string; until: string }): Promise<boolean> {
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
  await db.updateTable(table(name)).set({ checking_until: null }).where('id', '=', id).where('checking_until', '=', until).execute();
}
