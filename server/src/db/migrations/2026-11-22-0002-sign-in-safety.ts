import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Failed sign-ins per account and per address, shared by every process (the lockout).
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  // The idle timeout: a session unused for too long ends before its absolute expiry.
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
}
