import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * How many stock versions of changes `stock_changes` keeps. A process that last looked further back than this
 * (idle for that many stock writes) takes every product answer as stale, as every process did before this table.
 */
export const STOCK_CHANGES_KEPT = 10_000;

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Which products' stock each stock version changed: a process that sees stock_version move reads the versions since
  // it last looked, and keeps the answers of every other product (a checkout no longer makes every product page stale).
  await sql`create table stock_changes (
    stock_version ${sql.raw(isPostgres ? 'bigint' : 'integer')} not null,
    product_id text not null,
    primary key (stock_version, product_id)
  )`.execute(db);
  if (isPostgres) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * SQLite: 0015's stock trigger, which bumps stock_version once per changed row, now also notes the row's product
 * under the new version and drops the versions older than the kept ones (one transaction at a time: no two writers
 * take the same version).
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`drop trigger products_catalog_stock_version`.execute(db);
  await sql`create trigger products_catalog_stock_version after update of stock on products when old.stock is not new.stock begin
    update catalog_version set stock_version = stock_version + 1 where id = 1;
    insert into stock_changes (stock_version, product_id) select stock_version, new.id from catalog_version where id = 1;
    delete from stock_changes where stock_version <= (select stock_version from catalog_version where id = 1) - ${sql.lit(STOCK_CHANGES_KEPT)};
  end`.execute(db);
}

/**
 * PostgreSQL: 0015's deferred bump (at commit, one stock version per transaction) now keeps the transaction's new
 * stock_version in a transaction-local setting, and every product whose stock the transaction changed is noted under
 * it. The version row's lock, held until commit, orders the versions as the commits: a process that reads a
 * stock_version reads every change up to it. The rest of the function is 0015's.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create or replace function catalog_version_bump() returns trigger language plpgsql as $$
  declare
    stock_seq bigint;
  begin
    if tg_table_name = 'products' and tg_op = 'UPDATE'
       and to_jsonb(old) - 'stock' - 'search_vector' = to_jsonb(new) - 'stock' - 'search_vector' then
      if old.stock is distinct from new.stock then
        stock_seq := nullif(current_setting('voltcart.stock_version_seq', true), '')::bigint;
        if stock_seq is null then
          update catalog_version set stock_version = stock_version + 1, stock_txid = txid_current()
            where id = 1 returning stock_version into stock_seq;
          perform set_config('voltcart.stock_version_seq', stock_seq::text, true);
          delete from stock_changes where stock_version <= stock_seq - ${sql.lit(STOCK_CHANGES_KEPT)};
        end if;
        insert into stock_changes (stock_version, product_id) values (stock_seq, new.id) on conflict do nothing;
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
}
