import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // The address an order is delivered to, as it was when the order was placed: JSON of the contract's
  // DeliveryAddress. Null for orders placed before the shop kept addresses.
  await db.schema.alterTable('orders').addColumn('delivery_address', 'text').execute();
}
