import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * What every repo and service function takes first: the database, or the transaction a caller opened, so one
 * piece of work (checkout, settling a payment) runs its statements together (kysely's example, DESIGN §2).
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Runs `work` in the caller's transaction when there is one, else in a new one (Kysely does not nest them). */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
