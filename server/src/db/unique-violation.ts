/** Whether a statement failed on a unique index (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE): the engines name it differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
