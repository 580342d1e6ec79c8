import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // How a session was made, beside its kind (the shopper's sign-in or admin sign-in): whether an admin's second
  // factor passed. Sessions made before this say 'none': in production their admins sign in again with the code.
  await db.schema
    .alterTable('sessions')
    .addColumn('second_factor', 'text', (col) => col.notNull().defaultTo('none'))
    .execute();
}
