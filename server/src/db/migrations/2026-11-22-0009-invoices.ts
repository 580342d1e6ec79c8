import { sql, type Kysely } from 'kysely';

/**
 * The HSN heading and GST rate per category when this migration was written (a frozen copy: the live table is
 * features/orders/invoice/tax-rates.ts), to give order lines placed before invoices their class.
 */
const TAX_CLASS_BY_CATEGORY: Record<string, { hsnCode: string; gstRatePercent: number }> = {
  Mouse: { hsnCode: '8471', gstRatePercent: 18 },
  Airpodes: { hsnCode: '8518', gstRatePercent: 18 },
  Camera: { hsnCode: '8525', gstRatePercent: 18 },
  Earphones: { hsnCode: '8518', gstRatePercent: 18 },
  Mobiles: { hsnCode: '8517', gstRatePercent: 18 },
  Printers: { hsnCode: '8443', gstRatePercent: 18 },
  Processor: { hsnCode: '8542', gstRatePercent: 18 },
  Refrigerator: { hsnCode: '8418', gstRatePercent: 18 },
  Speakers: { hsnCode: '8518', gstRatePercent: 18 },
  TV: { hsnCode: '8528', gstRatePercent: 18 },
  Trimmers: { hsnCode: '8510', gstRatePercent: 18 },
  Watches: { hsnCode: '8517', gstRatePercent: 18 },
};

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Each line's tax class as it was sold: a later change of category or rate never rewrites a past invoice.
  await db.schema.alterTable('order_items').addColumn('hsn_code', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('gst_rate_percent', 'integer').execute();
  // Lines sold before: their product's category where it is known (null otherwise; the invoice says so).
  for (const [categoryName, taxClass] of Object.entries(TAX_CLASS_BY_CATEGORY)) {
    await sql`
      update order_items set hsn_code = ${taxClass.hsnCode}, gst_rate_percent = ${taxClass.gstRatePercent}
      where hsn_code is null and product_id in (
        select p.id from products p join categories c on c.id = p.category_id where c.name = ${categoryName})`.execute(db);
  }

  // Given when the order is paid, from the financial year's counter; null until then.
  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('invoiced_at', 'text').execute();
  await db.schema.createIndex('orders_invoice_number').on('orders').column('invoice_number').unique().execute();

  // One counter per financial year ('2026-27'): its row is locked by the update that takes the next number,
  // so concurrent payments number one after another, and a rolled-back payment gives its number back.
  await db.schema
    .createTable('invoice_sequences')
    .addColumn('financial_year', 'text', (column) => column.primaryKey())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .execute();
}
