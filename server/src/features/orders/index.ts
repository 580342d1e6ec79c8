/**
 * The orders feature's public surface. Orders own the `orders` and `order_items` tables and the only code that
 * moves an order's status. For payments: `createOrder(trx, userId, lines, deliveryAddress)` at checkout, `markOrderPaid` /
 * `markOrderPaymentFailed(trx, orderId)` when the payment settles, `orderOwnersByIds(db, ids)` for whose order a
 * payment is; `payableCheckoutOf` / `markOrderSuperseded` for one payable checkout per cart (`selectPayableOrderLines` +
 * `payableCheckoutOfRows` for payments to read it with its latest payment in one statement), `boughtLinesOf` for what
 * settlement takes off the cart, `flagOrderForAdmin` for money that needs a person, `hasPaidOrder` /
 * `unpaidCheckoutsSince` for checkout's limits on holding stock, `hasDeliveredOrderOf` for a review's verified purchase; payments answers
 * `LatestPaymentsLookup` for the order views and `OrderRefunds` for cancelling; `markLatePaidOrderRefundPending`,
 * `markRefunded` / `markRefundFailed` as a refund goes. `invoiceRoutes` serves a paid order's GST tax invoice (PDF); an
 * order gets its invoice number when `markOrderPaid` moves it (a cash-on-delivery order when it ships). For cash on
 * delivery: `createOrder(…, cod)` writes it 'Awaiting confirmation' with its fee, `markCodOrderConfirmed` /
 * `expireCodOrder` move it, `codOrderOf`, `awaitingCodOrdersBefore` and `returnedToOriginSince` read it. Shipments
 * (`shipments/`: the `shipments`, `shipment_events` and `order_status_moves` tables): `shippingWebhookRoutes` takes
 * the couriers' signed updates. Every completed
 * refund of an invoiced order issues its GST credit note through `issueCreditNote(trx, { orderId, refundId, amountPaise,
 * lines? })`, in the refund's transaction; `creditNoteRoutes` serves the notes and the admin's monthly GST register.
 */
export { shippingWebhookRoutes } from './shipments/webhook-routes';
export {
  boughtLinesOf,
  createOrder,
  flagOrderForAdmin,
  orderOwnersByIds,
  orderTotalPaise,
  payableCheckoutOf,
  payableCheckoutOfRows,
  type OrderCashOnDelivery,
  type OrderCoupon,
  type OrderLine,
  type PayableCheckout,
} from './checkout';
export { hasPaidOrder, unpaidCheckoutsSince, type UnpaidCheckout } from './checkout-history';
export { hasDeliveredOrderOf, PAYABLE_STATUS, selectPayableOrderLines } from './repo';
export { deliveryAddressOf, paymentMethodName, type LatestPaymentsLookup } from './order-view';
export { cancelOrder, type Canceller, type OrderRefunds } from './cancel';
export {
  expireCodOrder,
  markCodOrderConfirmed,
  markLatePaidOrderRefundPending,
  markOrderPaid,
  markOrderPaymentFailed,
  markOrderSuperseded,
  markRefunded,
  markRefundFailed,
  partRefunded,
  partRefundFailed,
} from './status';
export type { OrderMail } from './messages';
export { awaitingCodOrdersBefore, codOrderOf, returnedToOriginSince } from './cod-orders';
export { orderRoutes } from './routes';
export { invoiceRoutes } from './invoice/routes';
export { ordersCsvRoutes } from './export/routes';
export { creditNoteRoutes } from './credit-notes/routes';
export { issueCreditNote, type CreditNoteRequest, type IssuedCreditNote } from './credit-notes/issue';
