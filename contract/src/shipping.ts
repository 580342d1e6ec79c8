import { z } from 'zod';
import { envelope } from './common';
import { COURIERS } from './couriers';

export const CourierSchema = z.enum(COURIERS);

/** What a courier's update says happened to a shipment. */
export const SHIPMENT_UPDATES = ['in_transit', 'out_for_delivery', 'delivered', 'refused'] as const;
export const ShipmentUpdateStatus = z.enum(SHIPMENT_UPDATES);
export type ShipmentUpdateStatus = z.infer<typeof ShipmentUpdateStatus>;

/** POST /api/shipping/webhook: a courier's status update, signed (X-Voltcart-Signature) over its raw body. */
export const ShippingWebhookBody = z.object({
  eventId: z.string().trim().min(1).max(200),
  awb: z.string().trim().min(1).max(60),
  status: ShipmentUpdateStatus,
  at: z.iso.datetime({ offset: true }),
});
export type ShippingWebhookBody = z.infer<typeof ShippingWebhookBody>;

/**
 * What the shop did with an update: `applied`, or why it changed nothing (`replay`: that eventId was seen before;
 * `stale`: older than the shipment's last event). Both answer 200 so the courier stops retrying.
 */
export const ShippingWebhookAnswer = envelope(
  z.object({ outcome: z.enum(['applied', 'replay', 'stale']), orderStatus: z.string().optional() }),
);

/** One step of an order's timeline, oldest first. */
export const TIMELINE_KINDS = [
  'placed',
  'paid',
  'confirmed',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'refused',
  'returned_to_origin',
  'cancelled',
  'refund',
  // Return events (a return asked for, approved, received…) join here: each a kind of its own, put in order by `at`.
] as const;
export const OrderTimelineEvent = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** ISO time. */
  at: z.string(),
  /** The step's words beyond its kind's label (a refund's amount and state), when it has some. */
  detail: z.string().optional(),
});
export type OrderTimelineEvent = z.infer<typeof OrderTimelineEvent>;

/** An order's shipment: its courier, AWB and tracking page, and its latest courier status. */
export const OrderShipment = z.object({
  courier: CourierSchema,
  courierName: z.string(),
  awb: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type OrderShipment = z.infer<typeof OrderShipment>;
