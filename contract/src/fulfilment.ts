// Plain data, no zod: shared by the order schema and the web bundle.
export const ORDER_STATUSES = ['Payment pending', 'Payment failed', 'Superseded', 'Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order on: the outcome of its payment, or an admin fulfilling it. */
export type OrderStatusMover = 'payment' | 'admin';

/** An order's state machine: every move its status may make, and who makes it. The server moves orders only along these. */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, OrderStatusMover>>> = {
  // Superseded: a newer checkout from the same cart replaced it before it was paid (one payable checkout per cart).
  'Payment pending': { Pending: 'payment', 'Payment failed': 'payment', Superseded: 'payment' },
  'Payment failed': {},
  Superseded: {},
  Pending: { Shipped: 'admin', Cancelled: 'admin' },
  Shipped: { Delivered: 'admin', Cancelled: 'admin' },
  Delivered: {},
  Cancelled: {},
};

/** The statuses an admin may set, and from which status each may be set (the admin's part of ORDER_TRANSITIONS). */
export const FULFILMENT_TRANSITIONS = {} as Record<OrderStatus, readonly OrderStatus[]>;
for (const from of ORDER_STATUSES) {
  FULFILMENT_TRANSITIONS[from] = ORDER_STATUSES.filter((to) => ORDER_TRANSITIONS[from][to] === 'admin');
}
