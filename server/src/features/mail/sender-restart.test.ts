import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/processes/scratch-database';
import { startShop, type RunningShop } from '../../../test/processes/start-shop';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { testEngine } from '../../../test/test-app';
import { openDatabase, type OpenDatabase } from '../../db/engine/database';
import { migrateToLatest } from '../../db/engine/migrate';
import { renderMail } from './layout';
import { enqueueMail } from './outbox';

// A real shop process sending a queue of mail to a real SMTP server is killed (SIGKILL: no shutdown, no
// cleanup) in the middle of sending, and started again: every message arrives, none is lost and none is sent
// twice — save, at most, the one message the killed process had handed to the server without recording it
// (the at-least-once window explained in sender.ts), which arrives again with the same Message-ID.

const MESSAGES = 80;
const FROM_DOMAIN = 'voltcart.test';

let dataDir: string;
let scratch: ScratchDatabase | undefined;
let database: OpenDatabase;
let inbox: SmtpInbox;
let shop: RunningShop | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-mail-restart-'));
  if (testEngine === 'postgres') scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'mail');
  database = openDatabase({ dataDir, databaseUrl: scratch?.url });
  await migrateToLatest(database.db);
  inbox = await startSmtpInbox();
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await inbox?.close();
  await database?.db.destroy();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = () =>
  startShop({
    dataDir,
    databaseUrl: scratch?.url,
    seedDemo: false,
    // A short claim, so the restarted process may take over the killed one's message within the test.
    extraEnv: { SMTP_URL: inbox.url, MAIL_FROM: `Voltcart <orders@${FROM_DOMAIN}>`, MAIL_CLAIM_SECONDS: '2' },
  });

const countSent = async () =>
  Number(
    (
      await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'sent')
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pollUntil(what: string, done: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the mail sender across a crash', () => {
  it('loses nothing and sends nothing twice when the process is killed mid-sending and started again', async () => {
    const ids: string[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      await enqueueMail(database.db, {
        kind: 'order-shipped',
        to: `crash-${index}@example.com`,
        subject: `Crash test ${index}`,
        ...renderMail({
          preheader: 'On its way',
          heading: `Crash test ${index}`,
          paragraphs: ['Your parcel left our warehouse.'],
        }),
        dedupeKey: `crash-test:${index}`,
      });
    }
    for (const row of await database.db.selectFrom('mail_outbox').select('id').execute()) ids.push(row.id);
    expect(ids).toHaveLength(MESSAGES);

    shop = await start();
    await pollUntil('some mail being sent', async () => (await countSent()) >= 15);
    const exited = new Promise((resolve) => shop!.child.process.once('exit', resolve));
    shop.child.process.kill('SIGKILL');
    await exited;
    const sentBeforeRestart = await countSent();
    // It really died in the middle: much was still to send.
    expect(sentBeforeRestart).toBeLessThan(MESSAGES);

    shop = await start();
    await pollUntil('every message sent', async () => (await countSent()) === MESSAGES);
    await pollUntil(
      'every message received',
      async () => new Set(inbox.messages.map((mail) => mail.messageId)).size === MESSAGES,
    );

    const rows = await database.db.selectFrom('mail_outbox').selectAll().execute();
    const expected = ids.map((id) => `<${id}@${FROM_DOMAIN}>`).sort();
    expect(rows.map((row) => row.message_id).sort()).toEqual(expected);

    const copies = new Map<string, number>();
    for (const mail of inbox.messages) copies.set(mail.messageId!, (copies.get(mail.messageId!) ?? 0) + 1);
    // Every message arrived, and nothing the outbox did not hold.
    expect([...copies.keys()].sort()).toEqual(expected);
    // Each once — except, at most, the one the killed process was sending: sent again by the new process after
    // its claim lapsed (its second attempt), recognisable by the same Message-ID.
    const twice = [...copies].filter(([, count]) => count > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
    for (const [messageId, count] of twice) {
      expect(count).toBe(2);
      expect(rows.find((row) => row.message_id === messageId)?.attempts).toBe(2);
    }
    expect(inbox.messages).toHaveLength(MESSAGES + twice.length);
    // Recipients and subjects match their rows.
    for (const row of rows) {
      const mail = inbox.messages.find((received) => received.messageId === row.message_id)!;
      expect(mail.to).toEqual([row.recipient]);
      expect(mail.subject).toBe(row.subject);
    }
  }, 240_000);
});
