import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // "Notify me when it's back": one row per request; notified_at is set when the back-in-stock email is queued.
  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('notified_at', 'text')
    .execute();
  // One waiting alert per product and address (a repeat request, even two at once, stores one); a restock reads
  // a product's waiting alerts through it too. Partial unique indexes read the same on SQLite and PostgreSQL.
  await sql`create unique index stock_alerts_waiting on stock_alerts (product_id, email) where notified_at is null`.execute(db);

  // Newsletter double opt-in. Rows from before have confirmed_at null: the old form took any address typed into
  // it, so nothing shows their owners asked; they get no newsletter until they subscribe (and confirm) again.
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirm_sent_at', 'text').execute();
  await db.schema
    .createIndex('newsletter_subscribers_token')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .unique()
    .execute();
}
