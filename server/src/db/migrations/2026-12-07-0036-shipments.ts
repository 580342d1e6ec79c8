import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.
/**
 * Shipments and their courier events. A shipment is an order's parcel with a courier: its AWB (unique: a courier's
 * update names only the AWB), its tracking page as built when it shipped, and the time of its latest courier event
 * (updates older than that change nothing). `shipment_events` keeps each courier update applied, by its eventId
 * (unique: a replay changes nothing). `order_status_moves` keeps every status move of an order from now on (from, to, who,
 * when): the shopper's timeline reads it (orders from before it show only what their own columns say).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('courier', 'text', (column) => column.notNull())
    .addColumn('awb', 'text', (column) => column.notNull().unique())
    .addColumn('tracking_url', 'text')
    .addColumn('last_event_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('shipments_by_order').on('shipments').column('order_id').execute();

  await db.schema
    .createTable('shipment_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('shipment_id', 'text', (column) => column.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('in_transit', 'out_for_delivery', 'delivered', 'refused')`),
    )
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('shipment_events_by_shipment').on('shipment_events').column('shipment_id').execute();

  await db.schema
    .createTable('order_status_moves')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (column) => column.notNull())
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('moved_by', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('order_status_moves_by_order').on('order_status_moves').column('order_id').execute();
}
