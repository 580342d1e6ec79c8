/**
 * The orders feature's public surface.
 * For payments and others: `listOrdersForUser(db, userId)` → the user's orders newest first (API `Order[]`);
 * `findOrderView(db, orderId, { withCustomer? })` → one API `Order` or undefined; `toOrder(order, items, payment,
 * customer?)` → the API view from raw rows; `paymentMethodName(payment_mode)` → 'UPI' | 'Card' | … | 'PhonePe';
 * `UNPAID_STATUSES` → the statuses that do not count as sales ('Payment pending', 'Payment failed').
 */
export { createOrderService, findOrderView, listOrdersForUser, type OrderService } from './service';
export { paymentMethodName, toOrder } from './order-view';
export { UNPAID_STATUSES } from './repo';
export { orderRoutes } from './routes';
