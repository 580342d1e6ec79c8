import type { Config } from '../../../config';
import type { Executor } from '../../../db/engine/executor';
import { PhonePeProvider } from './phonepe-provider';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox-provider';

/** The one place the configured provider is chosen (PAYMENT_PROVIDER). */
export function createPaymentProvider(config: Config, db: Executor): PaymentProvider {
  return config.payments.provider === 'phonepe'
    ? new PhonePeProvider(config.payments.phonepe)
    : new SandboxProvider(db, config.publicUrl);
}
