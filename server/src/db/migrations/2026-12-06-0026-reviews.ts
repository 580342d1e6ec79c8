import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Ratings and reviews: one review per shopper per product, its helpful votes (one per shopper) and reports (one per
 * shopper). `products.rating_tenths` (the mean of the shown reviews × 10, rounded) and `products.review_count` are
 * kept by the reviews feature in the transaction of each review write, so listings show and sort by them with no
 * join, and, being product columns, every such write moves catalog_version.version: a kept listing, search or
 * product answer that shows the stars is never served after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('helpful_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('reviews_one_per_shopper', ['product_id', 'user_id'])
    .execute();
  await db.schema.createIndex('reviews_product_created').on('reviews').columns(['product_id', 'created_at']).execute();
  await db.schema.createIndex('reviews_user_created').on('reviews').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'text', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('review_reports')
    .addColumn('review_id', 'text', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_reports_pk', ['review_id', 'user_id'])
    .execute();

  await db.schema
    .alterTable('products')
    .addColumn('rating_tenths', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`create index products_rating on products (rating_tenths desc, review_count desc, id desc)`.execute(db);
  // PostgreSQL's version trigger compares whole rows, so the new columns move the version already.
  if (!isPostgres) await replaceSqliteVersionTrigger(db);
}

/** 0015's update trigger lists the columns products had then: listed again, with the rating columns. */
async function replaceSqliteVersionTrigger(db: Kysely<any>): Promise<void> {
  await sql`drop trigger products_catalog_version_update`.execute(db);
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info('products') where name <> 'stock'`.execute(db);
  const changed = sql.join(
    rows.map((row) => sql`old.${sql.id(row.name)} is not new.${sql.id(row.name)}`),
    sql` or `,
  );
  await sql`create trigger products_catalog_version_update after update on products when ${changed} begin
    update catalog_version set version = version + 1 where id = 1;
  end`.execute(db);
}
