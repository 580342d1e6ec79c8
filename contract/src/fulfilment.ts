// Plain data, no zod: shared by the order schema and the web bundle.
export const ORDER_STATUSES = ['Payment pending', 'Payment failed', 'Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an admin may set, and from which status each may be set. */
export const FULFILMENT_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  'Payment pending': [],
  'Payment failed': [],
  Pending: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};
