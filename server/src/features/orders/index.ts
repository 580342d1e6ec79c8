/**
 * The orders feature's public surface. Orders own the `orders` and `order_items` tables and the only code that
 * moves an order's status. For payments: `createOrder(trx, userId, lines)` at checkout, `markOrderPaid` /
 * `markOrderPaymentFailed(trx, orderId)` when the payment settles, `orderOwnersByIds(db, ids)` for whose order a
 * payment is; payments answers `LatestPaymentsLookup` for the order views.
 */
export { createOrder, orderOwnersByIds, orderTotalPaise } from './checkout';
export { paymentMethodName, type LatestPaymentsLookup } from './order-view';
export { markOrderPaid, markOrderPaymentFailed } from './status';
export { orderRoutes } from './routes';
