import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Tables whose rows a listing answer shows (products, their images, category names). */
const CATALOGUE_TABLES = ['products', 'product_images', 'categories'] as const;

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
 * SQLite: `catalog_version`, one row whose version every write to a catalogue table bumps (row triggers, in the
 * writer's transaction: SQLite writes one transaction at a time, so it never waits on another's), and a random
 * token telling databases apart. A listing cached under a version is then never served after a later write,
 * whichever process or connection made it.
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table catalog_version (id integer primary key check (id = 1), token text not null, version integer not null)`.execute(db);
  await sql`insert into catalog_version (id, token, version) values (1, lower(hex(randomblob(12))), 0)`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_catalog_version_${event}`)} after ${sql.raw(event)} on ${sql.id(table)} begin
        update catalog_version set version = version + 1 where id = 1;
      end`.execute(db);
    }
  }
}

/**
 * PostgreSQL: the same row, bumped by deferred constraint triggers, so at commit: a transaction takes the row's
 * lock as its last lock (after every product row it locks, so no deadlock with checkouts locking products in
 * another order) and holds it only while committing; the bump is visible exactly when the write is. `txid` keeps
 * it to one update per transaction however many rows it writes.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table catalog_version (
    id integer primary key check (id = 1),
    token text not null,
    version bigint not null,
    txid bigint
  )`.execute(db);
  await sql`insert into catalog_version (id, token, version) values (1, md5(random()::text || clock_timestamp()::text), 0)`.execute(db);
  await sql`create function catalog_version_bump() returns trigger language plpgsql as $$
  begin
    update catalog_version set version = version + 1, txid = txid_current()
      where id = 1 and txid is distinct from txid_current();
    return null;
  end $$`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`create constraint trigger ${sql.id(`${table}_catalog_version`)}
      after insert or update or delete on ${sql.id(table)}
      deferrable initially deferred
      for each row execute function catalog_version_bump()`.execute(db);
  }
}
