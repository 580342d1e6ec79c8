import { sql, type Kysely } from 'kysely';
import type { Engine } from './database';
import type { Database } from './schema';

/** The advisory lock key of start-up work: any 64-bit number no other code uses ("voltcart" in ASCII). */
const STARTUP_LOCK_KEY = 0x766f6c7463617274n;
const POLL_MS = 200;

/**
 * Runs start-up work (migrations, seeding, the admin) in one process at a time. On PostgreSQL, several
 * processes starting together take turns on a session advisory lock held by a connection of its own; the
 * work runs on that same connection, so a pool of one cannot deadlock. The lock is polled with
 * pg_try_advisory_lock rather than waited on, so a long seed in another process never trips the statement
 * timeout. SQLite serialises writers itself; the seed's check-and-insert is one write transaction there.
 */
export async function withStartupLock<T>(
  db: Kysely<Database>,
  engine: Engine,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (engine === 'sqlite') return work(db);
  return db.connection().execute(async (connection) => {
    const key = STARTUP_LOCK_KEY.toString();
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
