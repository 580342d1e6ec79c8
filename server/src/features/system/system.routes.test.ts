import { apiPaths, type SystemStatus } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, testEngine, type TestApp } from '../../../test/test-app';
import { migrationNames } from '../../db/engine/migrate';
import { createMailTransport, startMailSender } from '../mail';
import { startPaymentReconciler } from '../payments';

// The admin's System call: who may ask, what it shows of this process (version, uptime, database, queues, the
// background jobs' last runs and the last errors), and that nothing of the configuration's secrets is in it.

const SECRETS = {
  PHONEPE_CLIENT_SECRET: 'phonepe-client-secret-of-the-tests',
  PHONEPE_WEBHOOK_PASSWORD: 'phonepe-webhook-password-of-the-tests',
  SMTP_URL: 'smtp://mailer:smtp-password-of-the-tests@mail.invalid:587',
};

let shop: TestApp;
let admin: SignedIn & { token: string };
let inbox: SmtpInbox;

beforeAll(async () => {
  shop = await createTestApp(SECRETS);
  admin = await signInAdmin(shop);
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

const ask = (headers: Record<string, string> = { authorization: `Bearer ${admin.token}` }) =>
  shop.app.inject({ method: 'GET', url: apiPaths.adminSystem, headers });

async function system(): Promise<SystemStatus> {
  const answer = await ask();
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const count = async (table: 'mail_outbox' | 'payments', state: 'pending' | 'PENDING') =>
  Number(
    (
      await shop.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', state as never)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`the admin's system view (${testEngine})`, () => {
  it('answers 401 signed out and 403 to a shopper', async () => {
    const signedOut = await ask({});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false, data: null });
    const shopper = await registerShopper(shop);
    const refused = await ask(shopper.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, data: null });
  });

  it("shows this shop's version, the process, its database engine and migrations, and that it is ready", async () => {
    const status = await system();
    expect(status).toMatchObject({
      version: '0.1.0',
      node: process.version,
      processId: process.pid,
      ready: true,
      notReadyBecause: null,
      database: { engine: testEngine, migrationsApplied: migrationNames().length, migrationsPending: 0 },
      uploads: 'local',
    });
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(status.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('counts the mail waiting in the outbox and the pending payments as the database holds them', async () => {
    await registerShopper(shop);
    const status = await system();
    const pendingMail = await count('mail_outbox', 'pending');
    expect(pendingMail).toBeGreaterThan(0);
    expect(status.mailOutbox).toMatchObject({ pending: pendingMail });
    expect(status.mailOutbox!.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.reconciler).toEqual({
      pendingPayments: await count('payments', 'PENDING'),
      lagSeconds: null,
      pendingRefunds: 0,
    });
  });

  it("notes the background jobs' runs, and an email the mail server refused, until the outbox is empty", async () => {
    const reconciler = startPaymentReconciler(shop.db, shop.app.payments, { everyMs: 25, jobs: shop.app.jobs });
    inbox.refuseWith(451);
    const mail = startMailSender(shop.db, {
      transport: createMailTransport({ ...shop.config.mail, smtpUrl: inbox.url }, shop.app.log),
      log: shop.app.log,
      everyMs: 25,
      backoffMs: () => 0,
      jobs: shop.app.jobs,
    });
    try {
      const job = async (name: string) => (await system()).jobs.find((each) => each.name === name);
      await expect
        .poll(() => job('Payment reconciler'), { timeout: 20_000 })
        .toMatchObject({ everySeconds: 0.025, lastOutcome: 'ok' });
      await expect.poll(() => job('Refund reconciler'), { timeout: 20_000 }).toMatchObject({ lastOutcome: 'ok', failures: 0 });
      const refused = await pollUntilFound(async () => (await job('Mail sender'))?.lastError?.message);
      expect(refused).toMatch(/^A welcome email was not delivered \(will retry\): .*451/);
      const noted = (await system()).recentErrors.find((error) => error.source === 'Mail sender');
      expect(noted).toMatchObject({ message: refused, requestId: null });

      inbox.refuseWith(undefined);
      await expect.poll(async () => (await system()).mailOutbox?.pending, { timeout: 20_000 }).toBe(0);
      const sender = (await job('Mail sender'))!;
      expect(sender.runs).toBeGreaterThan(1);
      expect(sender.lastOutcome === 'ok' || sender.lastOutcome === 'running').toBe(true);
      expect(Date.parse(sender.lastStartedAt!)).toBeLessThanOrEqual(Date.now());
      expect(inbox.messages.length).toBeGreaterThan(0);
    } finally {
      await reconciler.stop();
      await mail.stop();
    }
  });

  it("hides every secret of the configuration in a job's error, and shows none of the environment", async () => {
    const { config } = shop;
    const secrets = [
      config.sessionSecret,
      config.admin.password,
      SECRETS.PHONEPE_CLIENT_SECRET,
      SECRETS.PHONEPE_WEBHOOK_PASSWORD,
      'smtp-password-of-the-tests',
    ];
    const failing = shop.app.jobs.track('Nightly sweeper', 60_000);
    const leak = new Error(
      `could not sign in to ${SECRETS.SMTP_URL} with ${config.sessionSecret}, admin ${config.admin.password}, ` +
        `PhonePe ${SECRETS.PHONEPE_CLIENT_SECRET} / ${SECRETS.PHONEPE_WEBHOOK_PASSWORD}, postgres://shop:db-password@db/shop\n    at secret (/srv/secret-path.js:1:1)`,
    );
    await expect(failing.run(() => Promise.reject(leak))).rejects.toBe(leak);

    const answer = await ask();
    expect(answer.statusCode).toBe(200);
    for (const secret of [...secrets, 'db-password', '/srv/secret-path.js', config.dataDir])
      expect(answer.body).not.toContain(secret);
    const status: SystemStatus = answer.json().data;
    const sweeper = status.jobs.find((job) => job.name === 'Nightly sweeper')!;
    expect(sweeper).toMatchObject({ runs: 1, failures: 1, lastOutcome: 'failed', everySeconds: 60 });
    expect(sweeper.lastError!.message).toBe(
      'could not sign in to smtp://mailer:[hidden]@mail.invalid:587 with [hidden], admin [hidden], PhonePe [hidden] / [hidden], postgres://shop:[hidden]@db/shop',
    );
    expect(status.recentErrors[0]).toMatchObject({ source: 'Nightly sweeper', message: sweeper.lastError!.message, times: 1 });
  });
});

/** Polls until `read` answers something, and answers it. */
async function pollUntilFound<T>(read: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect.poll(async () => (found = await read()), { timeout: 20_000 }).toBeDefined();
  return found!;
}
