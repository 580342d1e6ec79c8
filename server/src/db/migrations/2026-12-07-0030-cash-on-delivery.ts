import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Cash on delivery. An order keeps how it is paid (`payment_method`, 'online' for every order before), its COD fee
 * (a line of its own, within `total_paise`) and when an admin recorded its cash collected (which counts as its payment).
 * `cod_settings` is one row of the admin's rules (absent: the contract's defaults). `cod_confirmations` holds, per COD
 * order, the hashes of its emailed code and link token (never the code or token), when the code lapses, the wrong tries
 * and when the last code was sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('payment_method', 'text', (column) => column.notNull().defaultTo('online'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cod_fee_paise', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('cash_collected_at', 'text').execute();
  // The refusals rule reads a shopper's orders returned to origin; the expiry sweep reads orders awaiting confirmation.
  await db.schema.createIndex('orders_by_user_status').on('orders').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('cod_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('max_order_value_paise', 'integer', (column) => column.notNull())
    .addColumn('fee_paise', 'integer', (column) => column.notNull())
    .addColumn('confirmation', 'text', (column) => column.notNull().check(sql`confirmation in ('email-code', 'off')`))
    .addColumn('refusals_limit', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('cod_confirmations')
    .addColumn('order_id', 'text', (column) => column.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('code_expires_at', 'text', (column) => column.notNull())
    .addColumn('wrong_tries', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
