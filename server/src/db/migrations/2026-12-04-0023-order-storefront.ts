import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Which storefront started a checkout (a split deployment serves it from another origin): the payment returns there
 * and the order's emails link there. `orders.storefront_url` is null for orders from before it was kept (their links
 * use PUBLIC_URL); `sandbox_payments.return_url` is where the sandbox's pay page sends the shopper, as PhonePe keeps
 * the redirect URL it was given.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('storefront_url', 'text').execute();
  await db.schema.alterTable('sandbox_payments').addColumn('return_url', 'text').execute();
}
