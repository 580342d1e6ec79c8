import { PostgresAdapter, sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../engine/executor';

// Evaluated with the row the statement writes: `set_config(…, true)` is SET LOCAL, so only this statement's transaction
// commits without waiting for its WAL to reach the disk, and the connection's next transaction flushes as before.
const UNFLUSHED = sql<boolean>`set_config('synchronous_commit', 'off', true) = 'off'`;

/**
 * A write that is its own transaction and whose loss costs little (one more of a product in a cart): on PostgreSQL
 * its commit does not wait for the WAL flush (`synchronous_commit = off` for that transaction alone). The write is
 * seen by every reader at once and never half-made; only a PostgreSQL or machine crash within the WAL writer's
 * interval (`wal_writer_delay`, 200 ms; at most three of them) can lose it. That is SQLite's own bargain at the
 * shop's `synchronous = NORMAL` for every write, which is why SQLite is left as it is. Orders, payments and stock
 * are never written this way, and the next flushed commit (a checkout's) flushes these with it.
 *
 * `select` is the statement's source rows (an INSERT … SELECT's); the condition runs with each row it gives.
 */
export function withUnflushedCommit<Query extends SelectQueryBuilder<any, any, any>>(db: Executor, select: Query): Query {
  return db.getExecutor().adapter instanceof PostgresAdapter ? (select.where(UNFLUSHED) as Query) : select;
}

/** For the runner of a statement made withUnflushedCommit: a caller's transaction would commit unflushed with it. */
export function assertOwnTransaction(db: Executor, statement: string): void {
  if (db.isTransaction) throw new Error(`${statement} commits unflushed, so it must not run in a caller's transaction`);
}
