import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Coupons. `coupons.code` is kept in capitals, so its unique index makes codes unique ignoring case. `uses_taken` counts
 * the uses held by unpaid checkouts and those of paid orders together: a checkout takes one with a conditional update
 * (`uses_taken < usage_limit`), so two shoppers racing for the last use cannot both get it. `coupon_uses` is one row per
 * checkout that took a use: 'held' until its payment settles, then 'used', or 'released' (the payment failed, expired or
 * was superseded; `uses_taken` gave it back). `cart_coupons` is the code a shopper applied, kept with their cart.
 * Orders keep the code and the discount; each line keeps its share of it (`order_items.discount_paise`), which lowers
 * its taxable value on the invoice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('percent', 'flat')`))
    // Percent: hundredths of a percent (1250 = 12.5 %); flat: paise.
    .addColumn('value', 'integer', (column) => column.notNull().check(sql`value > 0`))
    .addColumn('min_order_paise', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('max_discount_paise', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('per_shopper_limit', 'integer')
    // JSON list of category names; '[]' applies to every category.
    .addColumn('categories', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('first_order_only', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('uses_taken', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`uses_taken >= 0`),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('coupon_uses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('coupon_id', 'text', (column) => column.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (column) => column.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('state', 'text', (column) => column.notNull().check(sql`state in ('held', 'used', 'released')`))
    .addColumn('discount_paise', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('coupon_uses_by_shopper').on('coupon_uses').columns(['coupon_id', 'user_id']).execute();

  await db.schema
    .createTable('cart_coupons')
    .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('coupon_id', 'text', (column) => column.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('applied_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema.alterTable('orders').addColumn('coupon_code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount_paise', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('discount_paise', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  // The coupon kept with a cart is part of what a checkout reads (payments/checkout/read.ts): changing it moves the
  // user's checkout version, as 0018's triggers do for orders, payments and addresses.
  if (isPostgres) {
    await sql`create constraint trigger cart_coupons_checkout_version
      after insert or update or delete on cart_coupons
      deferrable initially deferred
      for each row execute function checkout_version_bump()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete'] as const) {
    const row = sql.raw(event === 'delete' ? 'old' : 'new');
    await sql`create trigger ${sql.id(`cart_coupons_checkout_version_${event}`)} after ${sql.raw(event)} on cart_coupons
      begin update users set checkout_version = checkout_version + 1 where id = ${row}.user_id; end`.execute(db);
  }
}
