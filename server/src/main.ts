import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedCategories } from './db/categories';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalog } from './db/seed';
import { ensureAdmin, purgeExpiredSessions } from './features/auth';
import { startPaymentReconciler } from './features/payments';

async function main() {
  const config = loadConfig();
  const { db, engine } = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateToLatest(db);
  await seedCategories(db);

  const app = await buildApp({ config, db, engine });
  const log = (line: string) => app.log.info(line);
  if (config.seedDemo) {
    const { products } = await seedDemoCatalog(db, { uploadsDir: config.uploadsDir, log });
    if (products > 0) log(`demo catalogue added: ${products} products`);
  }
  await ensureAdmin(db, config.admin);
  await purgeExpiredSessions(db);
  if (config.admin.isDevDefault) {
    app.log.warn(`admin sign-in (dev default): ${config.admin.email} / ${config.admin.password}; set ADMIN_EMAIL and ADMIN_PASSWORD in production`);
  }

  const reconciler = startPaymentReconciler(db, app.payments);
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await reconciler.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Voltcart is open on ${config.publicUrl} (database: ${engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Voltcart could not start:', error);
  }
  process.exit(1);
});
