import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Tables whose rows a listing answer shows besides products: their images and category names. */
const OTHER_CATALOGUE_TABLES = ['product_images', 'categories'] as const;

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) await upPostgres(db);
  else await upSqlite(db);
  // The discount sort over the whole catalogue (its expression is the listing's: percent off in hundredths).
  // Price and newest have theirs since 0010.
  await sql`create index products_discount on products ((case when price_paise > 0 then (price_paise - sales_price_paise) * 10000 / price_paise else 0 end) desc, id desc)`.execute(
    db,
  );
}

/**
 * SQLite: `catalog_version`, one row with two counters and a random token telling databases apart. `version`:
 * bumped by every write to products, their images or categories, except an update that changes only a product's
 * stock, which bumps `stock_version` instead (checkouts change stock all day; the listings cached under a version
 * then stay, and take fresh stock for their page). Row triggers in the writer's transaction: SQLite writes one
 * transaction at a time, so no writer waits on another for the row. A listing cached under a version is never
 * served after a later write, whichever process or connection made it.
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table catalog_version (
    id integer primary key check (id = 1),
    token text not null,
    version integer not null,
    stock_version integer not null
  )`.execute(db);
  await sql`insert into catalog_version (id, token, version, stock_version) values (1, lower(hex(randomblob(12))), 0, 0)`.execute(
    db,
  );
  const bump = sql`update catalog_version set version = version + 1 where id = 1;`;
  for (const table of OTHER_CATALOGUE_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_catalog_version_${event}`)} after ${sql.raw(event)} on ${sql.id(table)} begin ${bump} end`.execute(
        db,
      );
    }
  }
  await sql`create trigger products_catalog_version_insert after insert on products begin ${bump} end`.execute(db);
  await sql`create trigger products_catalog_version_delete after delete on products begin ${bump} end`.execute(db);
  // Every column products has now but stock (a later migration adding a column a listing shows or filters on
  // must replace this trigger).
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info('products') where name <> 'stock'`.execute(db);
  const changed = sql.join(
    rows.map((row) => sql`old.${sql.id(row.name)} is not new.${sql.id(row.name)}`),
    sql` or `,
  );
  await sql`create trigger products_catalog_version_update after update on products when ${changed} begin ${bump} end`.execute(
    db,
  );
  await sql`create trigger products_catalog_stock_version after update of stock on products when old.stock is not new.stock begin
    update catalog_version set stock_version = stock_version + 1 where id = 1;
  end`.execute(db);
}

/**
 * PostgreSQL: the same row, bumped by deferred constraint triggers, so at commit: a transaction takes the row's
 * lock as its last lock (after every product row it locks, so no deadlock with checkouts locking products in
 * another order) and holds it only while committing; a bump is visible exactly when its write is. `txid` and
 * `stock_txid` keep it to one update of each counter per transaction however many rows it writes. A product
 * update counts as stock-only when its row without `stock` (and the derived search_vector) is unchanged.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table catalog_version (
    id integer primary key check (id = 1),
    token text not null,
    version bigint not null,
    stock_version bigint not null,
    txid bigint,
    stock_txid bigint
  )`.execute(db);
  await sql`insert into catalog_version (id, token, version, stock_version)
    values (1, md5(random()::text || clock_timestamp()::text), 0, 0)`.execute(db);
  // Fires once per written row at commit (constraint triggers are row triggers): after the first bump, a
  // transaction-local setting makes the rest cost a function call (a bulk import writes 100,000s of rows).
  await sql`create function catalog_version_bump() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'products' and tg_op = 'UPDATE'
       and to_jsonb(old) - 'stock' - 'search_vector' = to_jsonb(new) - 'stock' - 'search_vector' then
      if old.stock is distinct from new.stock and current_setting('voltcart.stock_version_bumped', true) is distinct from 'yes' then
        update catalog_version set stock_version = stock_version + 1, stock_txid = txid_current()
          where id = 1 and stock_txid is distinct from txid_current();
        perform set_config('voltcart.stock_version_bumped', 'yes', true);
      end if;
      return null;
    end if;
    if current_setting('voltcart.catalog_version_bumped', true) is distinct from 'yes' then
      update catalog_version set version = version + 1, txid = txid_current()
        where id = 1 and txid is distinct from txid_current();
      perform set_config('voltcart.catalog_version_bumped', 'yes', true);
    end if;
    return null;
  end $$`.execute(db);
  for (const table of ['products', ...OTHER_CATALOGUE_TABLES]) {
    await sql`create constraint trigger ${sql.id(`${table}_catalog_version`)}
      after insert or update or delete on ${sql.id(table)}
      deferrable initially deferred
      for each row execute function catalog_version_bump()`.execute(db);
  }
}
