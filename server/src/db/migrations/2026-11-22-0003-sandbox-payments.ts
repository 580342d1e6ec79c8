import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // The sandbox provider's own truth (what PhonePe would keep on its side), shared by every process and kept
  // across restarts: a press on the pay page reaches whichever process serves it.
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('merchant_transaction_id', 'text', (col) => col.primaryKey())
    .addColumn('amount_paise', 'bigint', (col) => col.notNull())
    .addColumn('order_number', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('payment_mode', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
