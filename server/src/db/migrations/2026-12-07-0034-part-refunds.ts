import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Refunds of any amount. A refund is of the whole order (`kind` 'order', every refund before: a cancelled order's)
 * or a part of it an admin refunds (`kind` 'part'), which leaves the order's status alone; a part refund keeps the
 * admin's reason. What is left to refund of an order is its payment less every refund not FAILED.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refunds')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('order'))
    .execute();
  await db.schema.alterTable('refunds').addColumn('reason', 'text').execute();
}
