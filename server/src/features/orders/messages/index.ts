/** The emails an order's status changes send (status.ts queues them in the change's transaction). */
export { composeOrderMessage, type OrderFacts, type OrderMessageKind, type OrderMessageOptions } from './compose';
export type { OrderMail } from './order-mail';
export { queueOrderMessage } from './queue';
export { queueRefundFailedNotice, type RefundFailure } from './refund-failed';
