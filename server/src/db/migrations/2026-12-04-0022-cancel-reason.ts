import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/** Why an admin cancelled an order (asked for with the refund's confirmation); null for every other order. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
}
