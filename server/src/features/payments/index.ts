import type { PaymentGateway } from './providers/gateway';

export { createPaymentGateway, type PaymentGateway } from './providers/gateway';
export { latestPaymentsOf, reconcilePendingPayments } from './service';
export { orderRefunds } from './refunds/order-refunds';
export { paymentRoutes } from './routes';
export { startPaymentReconciler } from './reconcile/reconciler';
export type { PaymentProvider } from './providers/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway of this app (main.ts runs its reconciler; tests run its pass). */
    payments: PaymentGateway;
  }
}
