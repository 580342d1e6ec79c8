import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // An admin's TOTP enrolment. The secret is sealed with AES-256-GCM under a key derived from SESSION_SECRET,
  // so a dump of the database alone yields no codes. 'pending' until the admin confirms a first code;
  // last_time_step is the last accepted 30-second step, so a code is accepted once.
  await db.schema
    .createTable('two_factor_enrolments')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sealed_secret', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('enabled_at', 'text')
    .execute();

  // Recovery codes, each usable once in place of a TOTP code; only a keyed hash of each is kept.
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('two_factor_recovery_codes_user').on('two_factor_recovery_codes').column('user_id').execute();
}
