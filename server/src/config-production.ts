import type { z } from 'zod';
import type { ConfigSchema } from './config';
import { ConfigError } from './config-error';
import { SELLER_VARIABLES } from './config-seller';

/** The printed development admin; refused in production. */
export const DEV_ADMIN = { email: 'admin@voltcart.local', password: 'voltcart-admin' };

type Vars = z.infer<typeof ConfigSchema>;

/** NODE_ENV=production refuses the development conveniences that would be unsafe on the internet. */
export function assertSafeForProduction(vars: Vars): void {
  const refuse = (name: string, why: string) => {
    throw new ConfigError(`Invalid configuration: ${name} ${why} (NODE_ENV=production)`);
  };
  if (!vars.ADMIN_EMAIL || vars.ADMIN_EMAIL === DEV_ADMIN.email) refuse('ADMIN_EMAIL', 'must be set to your own admin address');
  if (!vars.ADMIN_PASSWORD || vars.ADMIN_PASSWORD === DEV_ADMIN.password) refuse('ADMIN_PASSWORD', 'must be set, and not to the development default');
  if (vars.PAYMENT_PROVIDER === 'sandbox' && !vars.ALLOW_SANDBOX_PAYMENTS) {
    refuse('PAYMENT_PROVIDER', 'is sandbox, where anyone with a pay link can press Pay; set phonepe, or ALLOW_SANDBOX_PAYMENTS=true for a demo');
  }
  if (!vars.SMTP_URL && !vars.ALLOW_OUTBOX_MAIL) {
    refuse('SMTP_URL', 'must be set, or password resets and order emails only reach DATA_DIR/outbox; set ALLOW_OUTBOX_MAIL=true for a demo');
  }
  // A tax invoice must name the real seller: no demo seller in production.
  for (const name of SELLER_VARIABLES) {
    if (!vars[name]?.trim()) refuse(name, 'must be set: tax invoices print the seller\'s legal name, address, state and GSTIN');
  }
  if (vars.DATABASE_URL && !vars.SESSION_SECRET) refuse('SESSION_SECRET', 'must be set when DATABASE_URL is (every process must share it)');
}
