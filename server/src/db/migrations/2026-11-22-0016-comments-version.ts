import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * `catalog_version.comments_version`: bumped by every committed insert, update or delete of a comment (a product's or
 * a user's delete removes theirs by cascade, which fires the same triggers), and by a change of a user's name or
 * picture, which every comment of theirs shows. A product's discussion cached under a comments version is never
 * served after a later write, whichever process made it. On the same row as the catalogue's counters, so one
 * primary-key read tells a process every version at once.
 *
 * SQLite: row triggers in the writer's transaction, as 0015's (SQLite writes one transaction at a time).
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`alter table catalog_version add column comments_version integer not null default 0`.execute(db);
  const bump = sql`update catalog_version set comments_version = comments_version + 1 where id = 1;`;
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`comments_comments_version_${event}`)} after ${sql.raw(event)} on comments begin ${bump} end`.execute(
      db,
    );
  }
  await sql`create trigger users_comments_version after update of username, image_url on users
    when old.username is not new.username or old.image_url is not new.image_url begin ${bump} end`.execute(db);
}

/**
 * PostgreSQL: deferred constraint triggers, so at commit, for 0015's reasons: the row's lock is a transaction's last
 * lock and is held only while it commits (a checkout's stock bump and a comment's bump then queue for the row
 * only at commit, never while holding other rows), and the bump is visible exactly when the write is.
 * `comments_txid` and a transaction-local setting keep it to one update per transaction however many rows it writes.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`alter table catalog_version add column comments_version bigint not null default 0`.execute(db);
  await sql`alter table catalog_version add column comments_txid bigint`.execute(db);
  await sql`create function comments_version_bump() returns trigger language plpgsql as $$
  begin
    if current_setting('voltcart.comments_version_bumped', true) is distinct from 'yes' then
      update catalog_version set comments_version = comments_version + 1, comments_txid = txid_current()
        where id = 1 and comments_txid is distinct from txid_current();
      perform set_config('voltcart.comments_version_bumped', 'yes', true);
    end if;
    return null;
  end $$`.execute(db);
  await sql`create constraint trigger comments_comments_version
    after insert or update or delete on comments
    deferrable initially deferred
    for each row execute function comments_version_bump()`.execute(db);
  await sql`create constraint trigger users_comments_version
    after update of username, image_url on users
    deferrable initially deferred
    for each row when (old.username is distinct from new.username or old.image_url is distinct from new.image_url)
    execute function comments_version_bump()`.execute(db);
}
