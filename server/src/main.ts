import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/engine/database';
import { seedCategories } from './db/seed/categories';
import { migrateToLatest } from './db/engine/migrate';
import { DatabaseWaitError, waitForDatabase } from './db/engine/wait-for-database';
import { seedDemoCatalog } from './db/seed';
import { withStartupLock } from './db/engine/startup-lock';
import { ensureAdmin, purgeExpiredSessions } from './features/auth';
import { createMailTransport, startMailSender } from './features/mail';
import { startPaymentReconciler } from './features/payments';
import { createUploadsStore } from './lib/uploads';
import { mapOwnStackTraces } from './own-stack-traces';

mapOwnStackTraces(import.meta.url);

async function main() {
  const config = loadConfig();
  let reportConnectionError = (error: Error) => console.error(`database connection failed: ${error.message}`);
  const { db, engine } = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pool: config.databasePool,
    onConnectionError: (error) => reportConnectionError(error),
  });
  await waitForDatabase(db, {
    waitSeconds: config.databaseWaitSeconds,
    describe: engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL',
    log: (line) => console.log(line),
  });
  const uploads = createUploadsStore(config.uploads, config.uploadsDir);
  const app = await buildApp({ config, db, engine, uploads });
  const log = (line: string) => app.log.info(line);
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection failed; the pool replaces it');
  // Processes starting together on one database take turns: one migrates, seeds and makes the admin, the
  // others find it done.
  await withStartupLock(db, engine, async (locked) => {
    await migrateToLatest(locked);
    await seedCategories(locked);
    if (config.seedDemo) {
      const { products } = await seedDemoCatalog(locked, { uploads, log });
      if (products > 0) log(`demo catalogue added: ${products} products`);
    }
    await ensureAdmin(locked, config.admin);
  });
  await purgeExpiredSessions(db);
  if (config.admin.isDevDefault) {
    app.log.warn(
      `admin sign-in (dev default): ${config.admin.email} / ${config.admin.password}; set ADMIN_EMAIL and ADMIN_PASSWORD in production`,
    );
  }
  for (const warning of config.warnings) app.log.warn(warning);
  if (config.production && !config.admin.twoFactorRequired) {
    app.log.warn('ALLOW_ADMIN_WITHOUT_2FA=true: admins without two-factor sign-in use the admin area with their password alone');
  }

  const reconciler = startPaymentReconciler(db, app.payments);
  const mailSender = startMailSender(db, {
    transport: createMailTransport(config.mail, app.log),
    log: app.log,
    claimMs: config.mail.claimMs,
  });
  if (!config.mail.smtpUrl) app.log.info(`no SMTP_URL set: email is written as .eml files to ${config.mail.outboxDir}`);
  // SIGTERM/SIGINT (or a crash): stop taking requests, let those in flight finish within the deadline, stop
  // the reconciler and the mail sender, close the database. A second signal, or the deadline, ends the process at once.
  closeWithGrace({ delay: config.shutdownTimeoutSeconds * 1000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info(`${signal ?? 'close'} received, closing`);
    await reconciler.stop();
    await mailSender.stop();
    await app.close();
    await db.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Voltcart is open on ${config.publicUrl} (database: ${engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseWaitError) {
    console.error(error.message);
  } else {
    console.error('Voltcart could not start:', error);
  }
  process.exit(1);
});
