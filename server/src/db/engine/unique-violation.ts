/** Whether a statement failed on a unique index (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE): the engines name it differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Whether PostgreSQL aborted the transaction to break a deadlock (40P01) or a serialization conflict (40001):
 * nothing was written, and running the same transaction again is the documented remedy.
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Whether a PostgreSQL statement of many rows failed for one of them, so that each row's own statement would answer
 * for itself: it changed one row twice (21000: an INSERT … ON CONFLICT DO UPDATE whose rows conflict with each other),
 * a row's foreign key found its row deleted meanwhile (23503), or the transaction was aborted (isTransactionConflict).
 * Nothing of the statement was written.
 */
export function isBatchOfOnesError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '21000' || code === '23503' || isTransactionConflict(error);
}
