import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Set when a newer checkout from the same cart replaced this payment; it stays PENDING until the provider's
  // own order is final or expires, so money that still arrives is recorded.
  await db.schema.alterTable('payments').addColumn('superseded_at', 'text').execute();
  // The reconciler's claim on a payment: another process leaves it alone until then.
  await db.schema.alterTable('payments').addColumn('checking_until', 'text').execute();
  // Why an admin must look at an order (e.g. paid after being superseded: refund due); null when nothing is due.
  await db.schema.alterTable('orders').addColumn('attention_reason', 'text').execute();

  // Earlier checkouts left several payable orders per shopper: all but the newest are superseded.
  const now = new Date().toISOString();
  await sql`
    update payments set superseded_at = ${now}
    where state = 'PENDING' and order_id in (
      select id from orders o where o.status = 'Payment pending' and exists (
        select 1 from orders newer where newer.user_id = o.user_id and newer.status = 'Payment pending'
          and (newer.created_at > o.created_at or (newer.created_at = o.created_at and newer.id > o.id))))`.execute(db);
  await sql`
    update orders set status = 'Superseded'
    where status = 'Payment pending' and exists (
      select 1 from orders newer where newer.user_id = orders.user_id and newer.status = 'Payment pending'
        and (newer.created_at > orders.created_at or (newer.created_at = orders.created_at and newer.id > orders.id)))`.execute(
    db,
  );
  // One cart (one shopper) has at most one payable checkout, whatever races: concurrent initiates meet here.
  await db.schema
    .createIndex('orders_one_payable_per_user')
    .on('orders')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'Payment pending')
    .execute();
}
