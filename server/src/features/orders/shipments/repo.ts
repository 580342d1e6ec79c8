import type { OrderStatus, OrderStatusMover, ShipmentUpdateStatus } from '@voltcart/contract';
import type { Executor } from '../../../db/engine/executor';
import type { OrderStatusMovesTable, ShipmentEventsTable, ShipmentsTable } from '../../../db/engine/schema';
import { newId } from '../../../lib/ids';

export type ShipmentRow = ShipmentsTable;
export type ShipmentEventRow = ShipmentEventsTable;
export type StatusMoveRow = OrderStatusMovesTable;

export async function insertShipment(
  db: Executor,
  shipment: { orderId: string; courier: string; awb: string; trackingUrl: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('shipments')
    .values({
      id: newId(),
      order_id: shipment.orderId,
      courier: shipment.courier,
      awb: shipment.awb,
      tracking_url: shipment.trackingUrl,
      last_event_at: null,
      created_at: shipment.now,
    })
    .execute();
}

export const shipmentByAwb = (db: Executor, awb: string) =>
  db.selectFrom('shipments').selectAll().where('awb', '=', awb).executeTakeFirst();

/** Each order's shipments, oldest first. */
export async function shipmentsOf(db: Executor, orderIds: string[]): Promise<Map<string, ShipmentRow[]>> {
  const byOrder = new Map<string, ShipmentRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** Each order's courier events, oldest first. */
export async function eventsOf(db: Executor, orderIds: string[]): Promise<Map<string, ShipmentEventRow[]>> {
  const byOrder = new Map<string, ShipmentEventRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('shipment_events')
    .innerJoin('shipments', 'shipments.id', 'shipment_events.shipment_id')
    .selectAll('shipment_events')
    .select('shipments.order_id')
    .where('shipments.order_id', 'in', orderIds)
    .orderBy('shipment_events.at')
    .execute();
  for (const { order_id: orderId, ...event } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), event]);
  return byOrder;
}

export const eventSeen = async (db: Executor, eventId: string) =>
  (await db.selectFrom('shipment_events').select('id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;

/** Keeps a courier event; false when its eventId was kept before (a replay, perhaps a concurrent one). */
export async function insertEvent(
  db: Executor,
  event: { shipmentId: string; eventId: string; status: ShipmentUpdateStatus; at: string; now: string },
): Promise<boolean> {
  const result = await db
    .insertInto('shipment_events')
    .values({
      id: newId(),
      shipment_id: event.shipmentId,
      event_id: event.eventId,
      status: event.status,
      at: event.at,
      received_at: event.now,
    })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Moves the shipment's latest event time to `at`; false when a newer event is already there. */
export async function advanceLastEvent(db: Executor, shipmentId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('shipments')
    .set({ last_event_at: at })
    .where('id', '=', shipmentId)
    .where((where) => where.or([where('last_event_at', 'is', null), where('last_event_at', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordStatusMove(
  db: Executor,
  move: { orderId: string; from: OrderStatus; to: OrderStatus; by: OrderStatusMover; at: string },
): Promise<void> {
  await db
    .insertInto('order_status_moves')
    .values({ id: newId(), order_id: move.orderId, from_status: move.from, to_status: move.to, moved_by: move.by, at: move.at })
    .execute();
}

/** Each order's status moves, oldest first. */
export async function statusMovesOf(db: Executor, orderIds: string[]): Promise<Map<string, StatusMoveRow[]>> {
  const byOrder = new Map<string, StatusMoveRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_status_moves')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}
