import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Key of the advisory lock around `create extension` (two shops migrating at once would race on it). */
const EXTENSION_LOCK = 0x76632d74726dn;

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) await upPostgres(db);
  else await upSqlite(db);
  await createBrandCounts(db, isPostgres);
  // The listing's sorts and filters within a category, and over the whole catalogue.
  await db.schema.createIndex('products_category_created').on('products').columns(['category_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('products_category_price')
    .on('products')
    .columns(['category_id', 'sales_price_paise', 'id'])
    .execute();
  await db.schema.createIndex('products_category_brand').on('products').columns(['category_id', 'brand']).execute();
  await db.schema.createIndex('products_created').on('products').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('products_price').on('products').columns(['sales_price_paise', 'id']).execute();
  await db.schema.createIndex('products_brand').on('products').columns(['brand']).execute();
}

/**
 * SQLite: an FTS5 index of name, brand, category name and description, kept by triggers on `products` (so every
 * write, whoever makes it, updates it). Its rowids come from `product_search_rows`, whose INTEGER PRIMARY KEY a
 * VACUUM never renumbers (the products' own rowids it may). `product_search_terms` lists the index's words, for
 * the one-typo expansion of a query word.
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table product_search_rows (
    id integer primary key,
    product_id text not null unique references products(id) on delete cascade
  )`.execute(db);
  await sql`create virtual table product_search using fts5(
    name, brand, category, description,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await sql`create virtual table product_search_terms using fts5vocab(product_search, 'row')`.execute(db);
  // Bumped by every write to the index, so a process's copy of the terms knows when it is out of date; the token
  // tells databases apart.
  await sql`create table product_search_version (id integer primary key check (id = 1), token text not null, version integer not null)`.execute(
    db,
  );
  await sql`insert into product_search_version (id, token, version) values (1, lower(hex(randomblob(12))), 0)`.execute(db);

  const document = (row: string) =>
    sql.raw(`${row}.name, ${row}.brand,
      coalesce((select name from categories where categories.id = ${row}.category_id), ''), ${row}.description`);
  await sql`insert into product_search_rows (product_id) select id from products order by id`.execute(db);
  await sql`insert into product_search (rowid, name, brand, category, description)
    select r.id, ${document('p')} from products p join product_search_rows r on r.product_id = p.id`.execute(db);

  await sql`create trigger products_search_insert after insert on products begin
    insert into product_search_rows (product_id) values (new.id);
    insert into product_search (rowid, name, brand, category, description) values (last_insert_rowid(), ${document('new')});
    update product_search_version set version = version + 1;
  end`.execute(db);
  await sql`create trigger products_search_update after update of name, brand, category_id, description on products begin
    delete from product_search where rowid = (select id from product_search_rows where product_id = old.id);
    insert into product_search (rowid, name, brand, category, description)
      values ((select id from product_search_rows where product_id = new.id), ${document('new')});
    update product_search_version set version = version + 1;
  end`.execute(db);
  await sql`create trigger products_search_delete before delete on products begin
    delete from product_search where rowid = (select id from product_search_rows where product_id = old.id);
    delete from product_search_rows where product_id = old.id;
    update product_search_version set version = version + 1;
  end`.execute(db);
}

/**
 * PostgreSQL: a weighted tsvector (A name, B brand, C category, D description) as a stored generated column with a
 * GIN index, and a trigram GIN index over name and brand for typos (pg_trgm, installed once per database in
 * `public`, since each shop may live in a schema of its own). Category ids are the categories' names in lower
 * case, so the category's words come from the row itself.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.raw(String(EXTENSION_LOCK))})`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const trgmSchema = sql.id(rows[0]!.schema);
  await sql`alter table products add column search_vector tsvector generated always as (
    setweight(to_tsvector('simple', name), 'A') ||
    setweight(to_tsvector('simple', brand), 'B') ||
    setweight(to_tsvector('simple', coalesce(category_id, '')), 'C') ||
    setweight(to_tsvector('simple', description), 'D')
  ) stored`.execute(db);
  await sql`create index products_search_vector on products using gin (search_vector)`.execute(db);
  await sql`create index products_search_trigrams on products using gin ((lower(name || ' ' || brand)) ${trgmSchema}.gin_trgm_ops)`.execute(
    db,
  );
}

/**
 * Products per category and brand, kept by triggers: a category page without filters takes its total and brand
 * facets from here in a few rows, however big the category (`category_id` '' stands for none).
 */
async function createBrandCounts(db: Kysely<any>, isPostgres: boolean): Promise<void> {
  await sql`create table product_brand_counts (
    category_id text not null,
    brand text not null,
    products integer not null,
    primary key (category_id, brand)
  )`.execute(db);
  await sql`insert into product_brand_counts (category_id, brand, products)
    select coalesce(category_id, ''), brand, count(*) from products group by coalesce(category_id, ''), brand`.execute(db);
  const add = (row: string) =>
    sql.raw(`insert into product_brand_counts (category_id, brand, products)
      values (coalesce(${row}.category_id, ''), ${row}.brand, 1)
      on conflict (category_id, brand) do update set products = product_brand_counts.products + 1;`);
  const remove = (row: string) =>
    sql.raw(`update product_brand_counts set products = products - 1
      where category_id = coalesce(${row}.category_id, '') and brand = ${row}.brand;
    delete from product_brand_counts where category_id = coalesce(${row}.category_id, '') and brand = ${row}.brand and products <= 0;`);
  if (isPostgres) {
    await sql`create function product_brand_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${remove('old')} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${add('new')} end if;
      return null;
    end $$`.execute(db);
    await sql`create trigger products_brand_counts after insert or delete or update of brand, category_id on products
      for each row execute function product_brand_counts_follow()`.execute(db);
    return;
  }
  await sql`create trigger products_brand_counts_insert after insert on products begin ${add('new')} end`.execute(db);
  await sql`create trigger products_brand_counts_delete after delete on products begin ${remove('old')} end`.execute(db);
  await sql`create trigger products_brand_counts_update after update of brand, category_id on products begin
    ${remove('old')} ${add('new')}
  end`.execute(db);
}
