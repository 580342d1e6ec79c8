import type { PaymentsService } from './service';

export { createPaymentsService, type PaymentsService } from './service';
export { paymentRoutes } from './routes';
export { startPaymentReconciler } from './reconciler';
export type { PaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service of this app (main.ts runs its reconciler; tests call its pass). */
    payments: PaymentsService;
  }
}
