import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { storefrontOf } from '../../../config/storefront';
import type { Executor } from '../../../db/engine/executor';
import type { PaymentProvider } from './provider';
import { createPaymentProvider } from './providers';

export type PaymentsLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const quiet: PaymentsLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * What the payment functions need besides the database: the provider the shop takes payments through, where to
 * log what happened to them, and the shop's public URL (the provider sends the shopper back there).
 */
export type PaymentGateway = {
  provider: PaymentProvider;
  log: PaymentsLogger;
  publicUrl: string;
  /** The storefront a checkout request comes from (its Origin when listed in CORS_ORIGINS, else STOREFRONT_URL). */
  storefrontOf: (origin: string | undefined) => string;
  /** The reconciler's schedule (RECONCILE_FIRST_CHECK_SECONDS, RECONCILE_EVERY_SECONDS). */
  reconcile: Config['payments']['reconcile'];
};

/** The configured provider (PAYMENT_PROVIDER) unless one is given (tests). */
export function createPaymentGateway(
  config: Config,
  db: Executor,
  options: { provider?: PaymentProvider | undefined; log?: PaymentsLogger } = {},
): PaymentGateway {
  return {
    provider: options.provider ?? createPaymentProvider(config, db),
    log: options.log ?? quiet,
    publicUrl: config.publicUrl,
    storefrontOf: (origin) => storefrontOf(origin, config.corsOrigins, config.storefront.storefrontUrl),
    reconcile: config.payments.reconcile,
  };
}
