import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import * as initial from '../migrations/2026-11-22-0001-initial';
import * as signInSafety from '../migrations/2026-11-22-0002-sign-in-safety';
import * as sandboxPayments from '../migrations/2026-11-22-0003-sandbox-payments';
import * as checkoutRules from '../migrations/2026-11-22-0004-checkout-rules';
import * as orderDeliveryAddress from '../migrations/2026-11-22-0005-order-delivery-address';
import * as stock from '../migrations/2026-11-22-0006-stock';
import * as addresses from '../migrations/2026-11-22-0007-addresses';
import * as refunds from '../migrations/2026-11-22-0008-refunds';
import * as invoices from '../migrations/2026-11-22-0009-invoices';
import * as search from '../migrations/2026-11-22-0010-search';
import * as mailOutbox from '../migrations/2026-11-22-0011-mail-outbox';
import * as accounts from '../migrations/2026-11-22-0012-accounts';
import * as twoFactor from '../migrations/2026-11-22-0013-two-factor';
import * as stockAlertsNewsletter from '../migrations/2026-11-22-0014-stock-alerts-newsletter';
import * as searchSpeed from '../migrations/2026-11-22-0015-search-speed';
import * as commentsVersion from '../migrations/2026-11-22-0016-comments-version';
import * as stockChanges from '../migrations/2026-11-27-0017-stock-changes';
import * as checkoutVersion from '../migrations/2026-11-28-0018-checkout-version';
import * as sessionSecondFactor from '../migrations/2026-12-02-0019-session-second-factor';
import * as accountTokenSafety from '../migrations/2026-12-02-0020-account-token-safety';
import * as checkoutHolds from '../migrations/2026-12-02-0021-checkout-holds';
import * as cancelReason from '../migrations/2026-12-04-0022-cancel-reason';
import * as orderStorefront from '../migrations/2026-12-04-0023-order-storefront';
import * as coupons from '../migrations/2026-12-06-0025-coupons';
import * as reviews from '../migrations/2026-12-06-0026-reviews';
import * as productSpecifications from '../migrations/2026-12-06-0027-product-specifications';
import * as variants from '../migrations/2026-12-06-0028-variants';
import * as deliveryRules from '../migrations/2026-12-07-0029-delivery-rules';
import * as cashOnDelivery from '../migrations/2026-12-07-0030-cash-on-delivery';
import * as productSku from '../migrations/2026-12-07-0032-product-sku';
import * as cartReminders from '../migrations/2026-12-07-0033-cart-reminders';
import * as partRefunds from '../migrations/2026-12-07-0034-part-refunds';
import * as shipments from '../migrations/2026-12-07-0036-shipments';
import * as creditNotes from '../migrations/2026-12-07-0035-credit-notes';

// Listed in code (not read from disk) so the same list runs under tsx, vitest and any bundler.
const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-22-0002-sign-in-safety': signInSafety,
  '2026-11-22-0003-sandbox-payments': sandboxPayments,
  '2026-11-22-0004-checkout-rules': checkoutRules,
  '2026-11-22-0005-order-delivery-address': orderDeliveryAddress,
  '2026-11-22-0006-stock': stock,
  '2026-11-22-0007-addresses': addresses,
  '2026-11-22-0008-refunds': refunds,
  '2026-11-22-0009-invoices': invoices,
  '2026-11-22-0010-search': search,
  '2026-11-22-0011-mail-outbox': mailOutbox,
  '2026-11-22-0012-accounts': accounts,
  '2026-11-22-0013-two-factor': twoFactor,
  '2026-11-22-0014-stock-alerts-newsletter': stockAlertsNewsletter,
  '2026-11-22-0015-search-speed': searchSpeed,
  '2026-11-22-0016-comments-version': commentsVersion,
  '2026-11-27-0017-stock-changes': stockChanges,
  '2026-11-28-0018-checkout-version': checkoutVersion,
  '2026-12-02-0019-session-second-factor': sessionSecondFactor,
  '2026-12-02-0020-account-token-safety': accountTokenSafety,
  '2026-12-02-0021-checkout-holds': checkoutHolds,
  '2026-12-04-0022-cancel-reason': cancelReason,
  '2026-12-04-0023-order-storefront': orderStorefront,
  '2026-12-06-0025-coupons': coupons,
  '2026-12-06-0026-reviews': reviews,
  '2026-12-06-0027-product-specifications': productSpecifications,
  '2026-12-06-0028-variants': variants,
  '2026-12-07-0029-delivery-rules': deliveryRules,
  '2026-12-07-0030-cash-on-delivery': cashOnDelivery,
  '2026-12-07-0032-product-sku': productSku,
  '2026-12-07-0033-cart-reminders': cartReminders,
  '2026-12-07-0034-part-refunds': partRefunds,
  '2026-12-07-0036-shipments': shipments,
  '2026-12-07-0035-credit-notes': creditNotes,
};

/** This build's migrations, by name in the order they run. */
export const migrationNames = (): string[] => Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name` (tests of a migration's data changes start from there). */
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Kysely<any>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  // On PostgreSQL keep the migration bookkeeping in the schema in use, so several shops (or test suites) can
  // share one database in separate schemas.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** How many of this build's migrations the database has not run (readiness: 0 once the schema is this build's). */
export async function pendingMigrationCount(db: Kysely<any>): Promise<number> {
  const names = Object.keys(migrations);
  const { rows } = await sql<{
    done: number | string;
  }>`select count(*) as done from kysely_migration where name in (${sql.join(names)})`.execute(db);
  return names.length - Number(rows[0]?.done ?? 0);
}
