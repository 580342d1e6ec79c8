import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * What a cancelled order that had shipped still holds: its goods are on their way back, so its units stay off the
 * shelf until an admin marks them received back. `return_awaited_at`: when such an order was cancelled (null for
 * every other order); `received_back_at`: when an admin marked its goods received, and its stock went back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('return_awaited_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('received_back_at', 'text').execute();
}
