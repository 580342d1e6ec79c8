import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * GST credit notes and a business buyer's GSTIN. `credit_notes` holds one note per completed refund of an invoiced
 * order (`refund_id` unique), numbered per financial year from `credit_note_sequences` (its own gap-free series, as
 * `invoice_sequences` is for invoices), with the lines it reverses as JSON (taxable value and tax per line) so the
 * note prints and the register adds up the same way forever. An address may carry a GSTIN and a business name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_note_sequences')
    .addColumn('financial_year', 'text', (column) => column.primaryKey())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('refund_id', 'text', (column) => column.notNull().unique())
    .addColumn('credit_note_number', 'text', (column) => column.notNull().unique())
    .addColumn('amount_paise', 'integer', (column) => column.notNull())
    .addColumn('lines', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_by_order').on('credit_notes').column('order_id').execute();
  await db.schema.createIndex('credit_notes_by_issued_at').on('credit_notes').column('issued_at').execute();
  await db.schema.alterTable('addresses').addColumn('gstin', 'text').execute();
  await db.schema.alterTable('addresses').addColumn('business_name', 'text').execute();
  await db.schema.createIndex('orders_by_invoiced_at').on('orders').column('invoiced_at').execute();
}
