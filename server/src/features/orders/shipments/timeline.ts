import {
  COURIERS,
  courierName,
  formatPaise,
  type Courier,
  type Order,
  type OrderShipment,
  type OrderTimelineEvent,
} from '@voltcart/contract';
import type { Executor } from '../../../db/engine/executor';
import type { OrderRow } from '../../../db/engine/schema';
import { eventsOf, shipmentsOf, statusMovesOf, type ShipmentEventRow, type StatusMoveRow } from './repo';

/** What the timeline reads of each order, loaded for many orders in three queries. */
export type TimelineFacts = { moves: StatusMoveRow[]; shipments: ShipmentOf[]; events: ShipmentEventRow[] };
type ShipmentOf = Awaited<ReturnType<typeof shipmentsOf>> extends Map<string, (infer R)[]> ? R : never;

export async function timelineFactsOf(db: Executor, orderIds: string[]): Promise<Map<string, TimelineFacts>> {
  const [moves, shipments, events] = await Promise.all([
    statusMovesOf(db, orderIds),
    shipmentsOf(db, orderIds),
    eventsOf(db, orderIds),
  ]);
  return new Map(
    orderIds.map((id) => [id, { moves: moves.get(id) ?? [], shipments: shipments.get(id) ?? [], events: events.get(id) ?? [] }]),
  );
}

const asCourier = (courier: string): Courier =>
  (COURIERS as readonly string[]).includes(courier) ? (courier as Courier) : 'other';

/** The order's latest shipment as the API shows it. */
export function shipmentOf(facts: TimelineFacts): OrderShipment | undefined {
  const latest = facts.shipments.at(-1);
  if (!latest) return undefined;
  const courier = asCourier(latest.courier);
  return {
    courier,
    courierName: courierName(courier),
    awb: latest.awb,
    trackingUrl: latest.tracking_url,
    shippedAt: latest.created_at,
  };
}

/** The step a status move shows as, when it shows as one. */
function stepOfMove(move: StatusMoveRow, order: Order): OrderTimelineEvent | undefined {
  const at = move.at;
  switch (move.to_status) {
    case 'Pending':
      // Paid online; a cash-on-delivery order confirmed by its shopper; a paid order given its address (not a step).
      if (move.from_status === 'Payment pending') return { kind: 'paid', at };
      if (move.from_status === 'Awaiting confirmation') return { kind: 'confirmed', at };
      return undefined;
    case 'Awaiting address':
      return { kind: 'paid', at };
    case 'Shipped':
      return { kind: 'shipped', at };
    case 'Delivered':
      return {
        kind: 'delivered',
        at,
        ...(order.cod ? { detail: `Cash collected: ${formatPaise(Math.round(order.totalAmount * 100))}` } : {}),
      };
    case 'Returned to origin':
      return { kind: 'returned_to_origin', at };
    case 'Cancelled':
      return { kind: 'cancelled', at };
    case 'Refund pending':
      return { kind: 'refund', at, detail: 'Refund started' };
    case 'Refunded':
      return {
        kind: 'refund',
        at,
        detail: `Refunded ${order.refund ? formatPaise(Math.round(order.refund.amount * 100)) : ''}`.trim(),
      };
    case 'Refund failed':
      return { kind: 'refund', at, detail: 'Refund failed: we are retrying it' };
    default:
      return undefined;
  }
}

/**
 * The order's timeline, oldest first: placed, then its status moves (paid or confirmed, shipped, delivered, refunds…)
 * and its courier's updates (in transit, out for delivery, refused at the door; a courier's delivered shows as the
 * order's Delivered move). Return events join here when returns land: map each to a kind of TIMELINE_KINDS and add
 * them to `steps` before the sort.
 */
export function timelineOf(order: Order, row: OrderRow, facts: TimelineFacts): OrderTimelineEvent[] {
  const steps: OrderTimelineEvent[] = [{ kind: 'placed', at: row.created_at }];
  for (const move of facts.moves) {
    const step = stepOfMove(move, order);
    if (step) steps.push(step);
  }
  for (const event of facts.events) {
    if (event.status !== 'delivered') steps.push({ kind: event.status, at: event.at });
  }
  const shipment = shipmentOf(facts);
  const shipped = steps.find((step) => step.kind === 'shipped');
  if (shipped && shipment) shipped.detail = `${shipment.courierName}, AWB ${shipment.awb}`;
  return steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
