import type { PaymentGateway } from './gateway';

export { createPaymentGateway, type PaymentGateway } from './gateway';
export { latestPaymentsOf } from './service';
export { orderRefunds } from './refunds';
export { paymentRoutes } from './routes';
export { startPaymentReconciler } from './reconciler';
export type { PaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway of this app (main.ts runs its reconciler; tests run its pass). */
    payments: PaymentGateway;
  }
}
