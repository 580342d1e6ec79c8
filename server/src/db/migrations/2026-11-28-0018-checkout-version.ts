import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table users add column checkout_version ${sql.raw(isPostgres ? 'bigint' : 'integer')} not null default 0`.execute(
    db,
  );
  if (isPostgres) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * `users.checkout_version`: bumped by every committed insert, update or delete of the user's orders, of their orders'
 * payments and of their addresses, whoever makes it (a checkout, a settlement by the webhook or the reconciler, a
 * refund, the admin's status change, an address edit). With the cart's own stamp (cart-view-stamp.ts) it tells a
 * process whether a checkout read it keeps (payments/checkout-kept-read.ts) is still the one the database would give.
 * An order's lines are written only with the order (one transaction, which bumps), so they need no trigger.
 *
 * SQLite: row triggers in the writer's transaction (one transaction at a time).
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  const bump = (userId: ReturnType<typeof sql>) =>
    sql`update users set checkout_version = checkout_version + 1 where id = ${userId};`;
  for (const event of ['insert', 'update', 'delete'] as const) {
    const row = sql.raw(event === 'delete' ? 'old' : 'new');
    for (const table of ['orders', 'addresses']) {
      await sql`create trigger ${sql.id(`${table}_checkout_version_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
        begin ${bump(sql`${row}.user_id`)} end`.execute(db);
    }
    await sql`create trigger ${sql.id(`payments_checkout_version_${event}`)} after ${sql.raw(event)} on payments
      begin ${bump(sql`(select user_id from orders where id = ${row}.order_id)`)} end`.execute(db);
  }
}

/**
 * PostgreSQL: deferred constraint triggers, so at commit, as 0015's and 0016's: the user's row lock is a transaction's
 * last lock and is held only while it commits (a checkout and a settlement of the same shopper never wait for each
 * other's row while holding their own), and the bump is visible exactly when the write is.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create function checkout_version_bump() returns trigger language plpgsql as $$
  declare
    owner text;
  begin
    -- Each branch names only its own event's row (NEW is null on a delete, OLD on an insert) and its own table's columns.
    if tg_op = 'DELETE' then
      if tg_table_name = 'payments' then
        select user_id into owner from orders where id = old.order_id;
      else
        owner := old.user_id;
      end if;
    elsif tg_table_name = 'payments' then
      select user_id into owner from orders where id = new.order_id;
    else
      owner := new.user_id;
    end if;
    update users set checkout_version = checkout_version + 1 where id = owner;
    return null;
  end $$`.execute(db);
  for (const table of ['orders', 'payments', 'addresses']) {
    await sql`create constraint trigger ${sql.id(`${table}_checkout_version`)}
      after insert or update or delete on ${sql.id(table)}
      deferrable initially deferred
      for each row execute function checkout_version_bump()`.execute(db);
  }
}
