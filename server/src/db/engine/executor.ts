import { sql, SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * What every repo and service function takes first: the database, or the transaction a caller opened, so one
 * piece of work (checkout, settling a payment) runs its statements together (kysely's example; docs/design.md,
 * "Code layout rules").
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Runs `work` in the caller's transaction when there is one, else in a new one (Kysely does not nest them). */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** The key of exclusive transactions' advisory lock on PostgreSQL ("vc-excl" in ASCII). */
const EXCLUSIVE_KEY = String(0x76632d6578636cn);

/**
 * A transaction that no other exclusive transaction (in any process) runs beside, for check-then-insert work
 * such as the demo seed: SQLite takes its write lock at `begin immediate`, PostgreSQL a transaction-scoped
 * advisory lock. Inside a caller's transaction it just runs there.
 */
export async function inExclusiveTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.raw(EXCLUSIVE_KEY)})`.execute(trx);
      return work(trx);
    });
  }
  // Kysely's transactions begin deferred; a deferred reader that then writes fails instead of waiting.
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
