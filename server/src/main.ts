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
import { createShopMetrics, startMetricsListener } from './features/metrics';
import { createMailTransport, startMailSender } from './features/mail';
import { startPaymentReconciler } from './features/payments';
import { startCartReminderSweep } from './features/cart-reminders';
import { keepQuietOnBrokenPipe, logDestination } from './lib/log-destination';
import { createUploadsStore } from './lib/uploads';
import { mapOwnStackTraces } from './own-stack-traces';

mapOwnStackTraces(import.meta.url);
keepQuietOnBrokenPipe(process.stdout);
keepQuietOnBrokenPipe(process.stderr);

/** How long one statement of the start (migrations, seeding, the sessions purge) may take. */
const STARTUP_STATEMENT_TIMEOUT_MS = 30 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const metrics = config.metrics ? createShopMetrics() : undefined;
  let reportConnectionError = (error: Error) => console.error(`database connection failed: ${error.message}`);
  const { db, engine } = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pool: config.databasePool,
    onConnectionError: (error) => reportConnectionError(error),
    onStatement: metrics?.observeStatement,
  });
  await waitForDatabase(db, {
    waitSeconds: config.databaseWaitSeconds,
    describe: engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL',
    log: (line) => console.log(line),
  });
  const uploads = createUploadsStore(config.uploads, config.uploadsDir);
  const app = await buildApp({
    config,
    db,
    engine,
    uploads,
    metrics,
    logger: { level: config.logLevel, stream: logDestination() },
  });
  const log = (line: string) => app.log.info(line);
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection failed; the pool replaces it');
  // Processes starting together on one database take turns: one migrates, seeds and makes the admin, the
  // others find it done.
  // On a connection of its own without the requests' short statement timeout: a migration may take minutes.
  const startup =
    engine === 'postgres'
      ? openDatabase({
          dataDir: config.dataDir,
          databaseUrl: config.databaseUrl,
          pool: { ...config.databasePool, size: 1, statementTimeoutMs: STARTUP_STATEMENT_TIMEOUT_MS },
        }).db
      : db;
  await withStartupLock(startup, engine, async (locked) => {
    await migrateToLatest(locked);
    await seedCategories(locked);
    if (config.seedDemo) {
      const { products } = await seedDemoCatalog(locked, { uploads, log, dispatch: config.seller });
      if (products > 0) log(`demo catalogue added: ${products} products`);
    }
    await ensureAdmin(locked, config.admin);
  });
  await app.jobs.track('Expired sessions purge (at start)', 0).run(() => purgeExpiredSessions(startup));
  if (startup !== db) await startup.destroy();
  if (config.admin.isDevDefault) {
    app.log.warn(
      `admin sign-in (dev default): ${config.admin.email} / ${config.admin.password}; set ADMIN_EMAIL and ADMIN_PASSWORD in production`,
    );
  }
  for (const warning of config.warnings) app.log.warn(warning);
  if (config.production && !config.admin.twoFactorRequired) {
    app.log.warn('ALLOW_ADMIN_WITHOUT_2FA=true: admins without two-factor sign-in use the admin area with their password alone');
  }

  const reconciler = startPaymentReconciler(db, app.payments, { jobs: app.jobs });
  const cartReminders = startCartReminderSweep(db, {
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    log: app.log,
    jobs: app.jobs,
  });
  const mailSender = startMailSender(db, {
    jobs: app.jobs,
    transport: createMailTransport(config.mail, app.log),
    log: app.log,
    claimMs: config.mail.claimMs,
  });
  if (!config.mail.smtpUrl) app.log.info(`no SMTP_URL set: email is written as .eml files to ${config.mail.outboxDir}`);
  // SIGTERM/SIGINT (or a crash): answer not ready at once (a load balancer stops sending), keep serving for
  // SHUTDOWN_DRAIN_SECONDS, stop taking requests, let those in flight finish, stop the reconciler and the mail sender,
  // close the database. A second signal, or SHUTDOWN_TIMEOUT_SECONDS, ends the process whatever is left. Nothing here
  // writes to the console: with a full pipe that is the one thing that could hold the process (lib/log-destination.ts).
  const deadlineMs = config.shutdownTimeoutSeconds * 1000;
  const listening: { metrics?: Awaited<ReturnType<typeof startMetricsListener>> } = {};
  closeWithGrace(
    {
      delay: deadlineMs,
      logger: false,
      onTimeout: () =>
        app.log.error(`still closing after SHUTDOWN_TIMEOUT_SECONDS (${config.shutdownTimeoutSeconds} s): exiting`),
      onSecondSignal: (signal: NodeJS.Signals) => app.log.error(`second ${signal}: exiting`),
    },
    async ({ signal, err }) => {
      // The last word, whatever the closing below waits on; unref'd, it keeps no finished process alive.
      setTimeout(() => process.exit(1), deadlineMs + 1000).unref();
      app.readiness.drain();
      if (err) app.log.error({ err }, 'closing after an unexpected error');
      else app.log.info(`${signal ?? 'close'} received, closing`);
      if (config.shutdownDrainSeconds > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
      await reconciler.stop();
      await cartReminders.stop();
      await mailSender.stop();
      await app.close();
      listening.metrics?.close();
      await db.destroy();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  if (metrics && config.metrics) listening.metrics = await startMetricsListener(metrics.registry, config.metrics);
  if (config.metrics) app.log.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
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
