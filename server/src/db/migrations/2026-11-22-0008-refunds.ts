import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per refund attempt of an order's payment. merchant_refund_id is the shop's idempotency key at the
  // provider: a retry after a timeout reuses it; an admin's retry after a FAILED refund writes a new row.
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('payment_id', 'text', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('merchant_refund_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'bigint', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('raw_status', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_checked_at', 'text')
    .addColumn('check_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('checking_until', 'text')
    .execute();
  await db.schema.createIndex('refunds_order_id').on('refunds').column('order_id').execute();
  await db.schema.createIndex('refunds_state').on('refunds').column('state').execute();

  // The sandbox provider's own truth about refunds (what PhonePe keeps on its side).
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('merchant_refund_id', 'text', (col) => col.primaryKey())
    .addColumn('merchant_transaction_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'bigint', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('refund_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
