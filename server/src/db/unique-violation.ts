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
