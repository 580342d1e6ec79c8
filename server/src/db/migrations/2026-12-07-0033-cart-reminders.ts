import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Abandoned-cart reminders. `cart_reminder_settings` is one row: after how many hours of no checkout a signed-in
 * shopper's cart is reminded of (24 unless the admin changes it). `cart_reminders` is one row per reminder sent: the
 * shopper, the cart's content as a key (its products and quantities, hashed), when; the primary key makes it one per
 * cart content. `mail_opt_outs` holds the addresses that unsubscribed from marketing mail (lower case).
 * `mail_outbox.list_unsubscribe` is a marketing message's one-click unsubscribe address, sent as its
 * List-Unsubscribe header.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table cart_reminder_settings (
    id integer primary key check (id = 1),
    hours integer not null check (hours between 1 and 720),
    updated_at text not null
  )`.execute(db);
  await sql`insert into cart_reminder_settings (id, hours, updated_at) values (1, 24, ${new Date().toISOString()})`.execute(db);
  await sql`create table cart_reminders (
    user_id text not null references users (id) on delete cascade,
    cart_key text not null,
    sent_at text not null,
    primary key (user_id, cart_key)
  )`.execute(db);
  await sql`create index cart_reminders_sent on cart_reminders (sent_at)`.execute(db);
  await sql`create table mail_opt_outs (
    email text primary key,
    opted_out_at text not null
  )`.execute(db);
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
}
