// Plain data, no zod: shared by the order schema and the web bundle.
export const ORDER_STATUSES = [
  'Payment pending',
  'Payment failed',
  'Superseded',
  'Awaiting confirmation',
  'Pending',
  'Awaiting address',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Refund pending',
  'Refunded',
  'Refund failed',
  'Returned to origin',
] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves an order on: the outcome of its payment, an admin fulfilling or cancelling it, the shopper cancelling
 * their own order, the outcome of its refund, or the courier's signed update (delivered, refused at the door).
 */
export type OrderStatusMover = 'payment' | 'admin' | 'shopper' | 'refund' | 'courier';

/** An order's state machine: every move its status may make, and who may make it. The server moves orders only along these. */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderStatusMover[]>>> = {
  // Superseded: a newer checkout from the same cart replaced it before it was paid (one payable checkout per cart).
  'Payment pending': {
    Pending: ['payment'],
    'Awaiting address': ['payment'],
    'Payment failed': ['payment'],
    Superseded: ['payment'],
    Cancelled: ['admin'],
  },
  'Payment failed': {},
  // A cash-on-delivery order waits for the shopper's emailed code (or link); unconfirmed, it expires (moved by 'payment',
  // the order's way of paying) and its stock goes back.
  'Awaiting confirmation': { Pending: ['shopper'], Cancelled: ['admin', 'shopper', 'payment'] },
  // A superseded checkout the provider completed anyway is refunded automatically.
  Superseded: { 'Refund pending': ['refund'] },
  // Pending: paid, awaiting shipment (the spec's word).
  Pending: { Shipped: ['admin'], Cancelled: ['admin', 'shopper'] },
  // Paid from a checkout that gave no delivery address (the spec's own client sends none): it cannot ship until the
  // shopper gives one (its invoice is issued then).
  'Awaiting address': { Pending: ['shopper'], Cancelled: ['admin', 'shopper'] },
  // Returned to origin: a cash-on-delivery order refused at the door (its stock goes back).
  // The courier's update moves it as the admin's move does (features/orders/shipments).
  Shipped: { Delivered: ['admin', 'courier'], Cancelled: ['admin'], 'Returned to origin': ['admin', 'courier'] },
  Delivered: {},
  // A cancelled order that was paid is refunded through the provider.
  Cancelled: { 'Refund pending': ['refund'] },
  'Refund pending': { Refunded: ['refund'], 'Refund failed': ['refund'] },
  Refunded: {},
  // An admin retries a failed refund.
  'Refund failed': { 'Refund pending': ['admin'] },
  'Returned to origin': {},
};

export const mayMoveOrder = (from: OrderStatus, to: OrderStatus, by: OrderStatusMover): boolean =>
  ORDER_TRANSITIONS[from][to]?.includes(by) ?? false;

/**
 * Orders that stayed paid: revenue, order totals and top sellers count only these (a cash-on-delivery order only once
 * its cash is collected).
 */
export const PAID_ORDER_STATUSES = [
  'Pending',
  'Awaiting address',
  'Shipped',
  'Delivered',
] as const satisfies readonly OrderStatus[];

/**
 * Checkouts that ended without being paid (the payment failed or expired, a newer checkout replaced it, it was
 * cancelled unpaid): attempts, not orders. The shopper's and the admin's order lists hide them unless asked.
 */
export const UNPAID_ATTEMPT_STATUSES = ['Payment failed', 'Superseded', 'Cancelled'] as const satisfies readonly OrderStatus[];
export const isUnpaidAttempt = (status: OrderStatus): boolean =>
  (UNPAID_ATTEMPT_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Entering one of these puts the order's reserved stock back; a shipped order cancelled puts it back only when an
 * admin marks its goods received back (apiPaths.orders.receivedBack).
 */
export const STOCK_RETURNING_STATUSES = [
  'Payment failed',
  'Superseded',
  'Cancelled',
  'Returned to origin',
] as const satisfies readonly OrderStatus[];

/** The statuses an admin may set with the status call, and from which status each may be set (refund retries have their own call). */
export const FULFILMENT_TRANSITIONS = {} as Record<OrderStatus, readonly OrderStatus[]>;
const FULFILMENT_TARGETS: readonly OrderStatus[] = ['Shipped', 'Delivered', 'Cancelled', 'Returned to origin'];
for (const from of ORDER_STATUSES) {
  FULFILMENT_TRANSITIONS[from] = FULFILMENT_TARGETS.filter((to) => mayMoveOrder(from, to, 'admin'));
}
