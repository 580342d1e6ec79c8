import { z } from 'zod';
import { DeliveryAddress } from './address';
import { envelope, Id } from './common';
import { ORDER_STATUSES } from './fulfilment';
import { Product } from './product';
import { CourierSchema, OrderShipment, OrderTimelineEvent } from './shipping';

/**
 * `Payment pending`, `Payment failed` and `Superseded` (replaced by a newer checkout from the same cart) are the
 * states before fulfilment; a paid order is `Pending` (awaiting shipment) and moves on to `Shipped`, `Delivered`,
 * or `Cancelled` and then `Refund pending` → `Refunded` / `Refund failed` (contract/src/fulfilment.ts).
 */
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PaymentState = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
export type PaymentState = z.infer<typeof PaymentState>;

/** A refund's state at the provider: PENDING until the provider's refund is final. */
export const RefundState = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
export type RefundState = z.infer<typeof RefundState>;

/** What a cancelled order shows of its latest refund: the amount in rupees and when it last changed. */
export const OrderRefund = z.object({ state: RefundState, amount: z.number(), updatedAt: z.string() });
export type OrderRefund = z.infer<typeof OrderRefund>;

/** Why an admin refunds part of an order, in their words (kept with the refund; the shopper is told it). */
export const REFUND_REASON_MAX = 300;

/**
 * One refund of an order as its pages list it: the whole order's (`kind` 'order', a cancelled order's) or a part an
 * admin refunded (`kind` 'part', with its reason); the amount in rupees. PENDING reads 'Refund pending', COMPLETED
 * 'Refunded', FAILED 'Refund failed' (an admin may retry it).
 */
export const OrderRefundLine = z.object({
  _id: Id,
  kind: z.enum(['order', 'part']),
  state: RefundState,
  amount: z.number(),
  reason: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRefundLine = z.infer<typeof OrderRefundLine>;

/** POST /api/order/admin/:id/refunds: an admin refunds part of a paid order (rupees, at most what is left to refund). */
export const PartRefundBody = z.object({
  amount: z
    .number({ message: 'Give the amount to refund in rupees.' })
    .positive('Give the amount to refund in rupees.')
    .multipleOf(0.01, 'Give the amount in rupees and paise (at most two decimals).'),
  reason: z
    .string({ message: 'Give the reason for the refund.' })
    .trim()
    .min(1, 'Give the reason for the refund.')
    .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters.`),
  /** The order's lines the refund is for (their ids), when it is for some; kept with nothing else for now. */
  items: z.array(Id).max(50).optional(),
});
export type PartRefundBody = z.infer<typeof PartRefundBody>;

/** POST /api/order/admin/refunds/:refundId/retry. */
export const RefundIdParams = z.object({ refundId: Id });

/** When a shipped order's cancellation began awaiting its goods, and when they were received back (null until then). */
export const GoodsBack = z.object({ awaitedSince: z.string(), receivedBackAt: z.string().nullable() });
export type GoodsBack = z.infer<typeof GoodsBack>;

export const OrderItem = z.object({
  _id: Id,
  productId: z.object({ _id: Id, productName: z.string(), productImage: z.array(z.string()) }),
  quantity: z.number().int(),
  price: z.number(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z.object({
  _id: Id,
  orderId: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
  items: z.array(OrderItem),
  totalAmount: z.number(),
  /** The coupon the order was paid with and what it took off (rupees; `totalAmount` is what was paid), when it had one. */
  couponCode: z.string().optional(),
  discount: z.number().optional(),
  merchantTransactionId: z.string(),
  paymentState: PaymentState,
  /** The instrument the provider reported (UPI, Card…), or 'PhonePe' when unknown; 'Cash on delivery' for a COD order. */
  paymentMethod: z.string(),
  /** The provider's transaction id once paid, else null. */
  transactionId: z.string().nullable(),
  /** Where the order goes, as it was when the order was placed; null for orders from before the shop kept addresses. */
  deliveryAddress: DeliveryAddress.nullable(),
  /** Admin listings only, when the order needs a person (e.g. 'Paid after being superseded — refund due'). */
  needsAttention: z.string().optional(),
  /** The latest refund of a cancelled order that was paid (additive: absent on every other order). */
  refund: OrderRefund.optional(),
  /**
   * Every refund of the order, oldest first (additive: absent on an order never refunded), and what is left to refund
   * of what it was paid (rupees).
   */
  refunds: z.array(OrderRefundLine).optional(),
  refundable: z.number().optional(),
  /**
   * A cancelled order that had shipped (additive: absent on every other order): its goods are awaited back, and its
   * stock stays off the shelf until an admin marks them received (apiPaths.orders.receivedBack).
   */
  goodsBack: GoodsBack.optional(),
  /** Admin listings only: why an admin cancelled the order, in the admin's words. */
  cancelReason: z.string().optional(),
  /**
   * The day delivery promised at checkout (YYYY-MM-DD, India's calendar), when it promised one: absent on orders from
   * before delivery rules, and on those placed without an address.
   */
  deliverBy: z.string().optional(),
  /**
   * A cash-on-delivery order (additive: absent on an online one): its fee (rupees, a line of its own within
   * `totalAmount`) and whether an admin has recorded its cash collected (which counts as its payment).
   */
  cod: z.object({ fee: z.number(), cashCollected: z.boolean() }).optional(),
  /** The GST tax invoice's number, once the order is paid (apiPaths.orders.invoice downloads it). */
  invoiceNumber: z.string().optional(),
  /** The order's shipment once it shipped with a courier and AWB (additive: absent before, and on one shipped without). */
  shipment: OrderShipment.optional(),
  /** What happened to the order, oldest first: placed, paid or confirmed, shipped, the courier's updates, refunds. */
  timeline: z.array(OrderTimelineEvent).optional(),
  /**
   * The GST credit notes issued against the invoice, one per completed refund, oldest first (additive: absent when
   * none); `amount` in rupees. apiPaths.orders.creditNote downloads each.
   */
  creditNotes: z.array(z.object({ _id: Id, number: z.string(), amount: z.number() })).optional(),
  /** Present on admin listings. */
  customer: z.object({ _id: Id, username: z.string(), email: z.string() }).optional(),
});
export type Order = z.infer<typeof Order>;

/** The saved address (the shopper's own) a paid order bought without one is to be delivered to. */
export const GiveDeliveryAddressBody = z.object({ addressId: Id });
export type GiveDeliveryAddressBody = z.infer<typeof GiveDeliveryAddressBody>;

/** GET /api/order/invoice/:orderId. */
export const OrderIdParams = z.object({ orderId: Id });

/** GET /api/order/admin/gst-register.csv?month=2026-12: the calendar month (India's dates) of the register. */
export const GstRegisterQuery = z.object({
  month: z
    .string({ message: 'Choose a month' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Choose a month as YYYY-MM, e.g. 2026-12' }),
});
export type GstRegisterQuery = z.infer<typeof GstRegisterQuery>;

/** An admin's move of an order; cancelling (which refunds a paid order) needs the admin's reason, which is kept with it. */
export const UpdateOrderStatusBody = z.object({
  status: OrderStatus,
  reason: z.string().trim().max(500).optional(),
  /** A cash-on-delivery order marked Delivered: the courier collected its cash (required for one; it counts as the payment). */
  cashCollected: z.boolean().optional(),
  /**
   * Shipping: the courier and its AWB (the admin area always sends both; the spec's own client sends only the status,
   * and its order ships without tracking). Given one, both are required; 'other' needs `trackingUrl` (https).
   */
  courier: CourierSchema.optional(),
  awb: z.string().trim().max(60).optional(),
  trackingUrl: z.string().trim().max(500).optional(),
});
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBody>;

export const TopSellingProduct = z.object({
  _id: Id,
  totalQuantity: z.number().int(),
  productDetails: z.array(Product),
});
export type TopSellingProduct = z.infer<typeof TopSellingProduct>;

export const OrdersAnswer = envelope(z.array(Order));
export const OrderAnswer = envelope(Order);
export const TopSellingAnswer = envelope(z.array(TopSellingProduct));
