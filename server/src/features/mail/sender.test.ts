import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { renderMail } from './layout';
import { enqueueMail } from './outbox';
import { sendDueMail, type MailSenderOptions } from './sender';
import { createMailTransport, type MailLogger, type MailTransport } from './transport';

/** A logger that keeps what it was told, so tests read the lines an operator would. */
function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; facts: Record<string, unknown>; message: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (facts: unknown, message?: string) => {
    lines.push({ level, facts: facts as Record<string, unknown>, message: message ?? '' });
  };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as unknown as MailLogger };
}

let shop: TestApp;
let inbox: SmtpInbox;
const transports: MailTransport[] = [];

beforeAll(async () => {
  shop = await createTestApp();
  inbox = await startSmtpInbox();
});
afterEach(async () => {
  inbox.refuseWith(undefined);
  for (const transport of transports.splice(0)) transport.close();
  await shop.db.deleteFrom('mail_outbox').execute();
});
afterAll(async () => {
  await inbox.close();
  await shop.close();
});

function smtpSender(overrides: Partial<MailSenderOptions> = {}) {
  const { lines, log } = recordingLog();
  const transport = createMailTransport({ ...shop.config.mail, smtpUrl: inbox.url, from: 'Voltcart <orders@shop.test>' }, log);
  transports.push(transport);
  return { lines, options: { transport, log, ...overrides } satisfies MailSenderOptions };
}

const queue = (to: string, subject: string, dedupeKey?: string) =>
  enqueueMail(shop.db, {
    kind: 'order-shipped',
    to,
    subject,
    ...renderMail({
      preheader: 'On its way',
      heading: subject,
      paragraphs: ['Your parcel left our warehouse.'],
      action: { label: 'Track it', url: 'http://shop.test/orders' },
    }),
    ...(dedupeKey ? { dedupeKey } : {}),
  });

const outboxRows = () => shop.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

describe('the mail sender over SMTP', () => {
  it('delivers a queued message with its recipient, subject, html, text and a Message-ID from its outbox id, and marks it sent', async () => {
    await queue('asha@example.com', 'Your order has shipped');
    const { options } = smtpSender();

    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const mail = await inbox.waitFor((received) => received.subject === 'Your order has shipped');
    const [row] = await outboxRows();
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Voltcart', address: 'orders@shop.test' }]);
    expect(mail.text).toContain('Your parcel left our warehouse.');
    expect(mail.html).toContain('<h1');
    expect(mail.links).toEqual(['http://shop.test/orders']);
    expect(mail.messageId).toBe(`<${row!.id}@shop.test>`);
    expect(row).toMatchObject({ state: 'sent', message_id: `<${row!.id}@shop.test>`, claimed_until: null, attempts: 1 });
    expect(row!.sent_at).not.toBeNull();

    // Nothing is due any more: a second pass sends nothing.
    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("keeps no body of a sent message (its links are the recipient's), only who, what and its Message-ID", async () => {
    const token = 'k3pt-0nly-1n-th3-1nb0x-abcdefghijklmnopqrstu';
    await enqueueMail(shop.db, {
      kind: 'password-reset',
      to: 'asha@example.com',
      subject: 'Reset your Voltcart password',
      ...renderMail({
        preheader: 'A link',
        heading: 'Reset',
        paragraphs: ['Choose a new password.'],
        action: { label: 'Reset', url: `http://shop.test/reset-password#token=${token}` },
      }),
    });
    const [queued] = await outboxRows();
    expect(queued!.text).toContain(token);

    await sendDueMail(shop.db, smtpSender().options);

    const mail = await inbox.waitFor((received) => received.subject === 'Reset your Voltcart password');
    expect(mail.text).toContain(token);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      state: 'sent',
      kind: 'password-reset',
      recipient: 'asha@example.com',
      subject: 'Reset your Voltcart password',
      html: '',
      text: '',
    });
    expect(row!.message_id).toBe(mail.messageId);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('keeps no body of a message that failed for good, and keeps it while it will be retried', async () => {
    await queue('noor@example.com', 'Never delivered');
    inbox.refuseWith(451);
    let clock = Date.now();
    const { options } = smtpSender({ now: () => new Date(clock), maxAttempts: 2, backoffMs: () => 1000 });
    await sendDueMail(shop.db, options);
    expect((await outboxRows())[0]).toMatchObject({
      state: 'pending',
      text: expect.stringContaining('Your parcel left our warehouse.'),
    });
    clock += 1000;
    await sendDueMail(shop.db, options);
    expect((await outboxRows())[0]).toMatchObject({ state: 'failed', recipient: 'noor@example.com', html: '', text: '' });
  });

  it('queues one message for one event, however often it is enqueued', async () => {
    expect(await queue('ravi@example.com', 'Shipped once', 'order-shipped:o1')).toBe(true);
    expect(await queue('ravi@example.com', 'Shipped once', 'order-shipped:o1')).toBe(false);
    await sendDueMail(shop.db, smtpSender().options);
    expect(inbox.messages.filter((mail) => mail.subject === 'Shipped once')).toHaveLength(1);
  });

  it('retries a message the SMTP server refuses, with growing delays, then marks it failed and logs who and what', async () => {
    await queue('meera@example.com', 'Refused every time');
    inbox.refuseWith(451);
    let clock = Date.now();
    const delays = [1000, 2000, 4000];
    const { options, lines } = smtpSender({
      now: () => new Date(clock),
      maxAttempts: 3,
      backoffMs: (attempts) => delays[attempts - 1]!,
    });

    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await outboxRows();
    expect(row).toMatchObject({ state: 'pending', attempts: 1, claimed_until: null });
    expect(row!.last_error).toContain('451');
    expect(Date.parse(row!.next_attempt_at) - clock).toBe(1000);

    // Not due before its time.
    clock += 999;
    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock += 1;
    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    [row] = await outboxRows();
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    expect(Date.parse(row!.next_attempt_at) - clock).toBe(2000);

    clock += 2000;
    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    [row] = await outboxRows();
    expect(row).toMatchObject({ state: 'failed', attempts: 3, claimed_until: null });

    const failure = lines.find((line) => line.level === 'error');
    expect(failure?.message).toBe('mail could not be delivered; marked failed');
    expect(failure?.facts).toMatchObject({ outboxId: row!.id, kind: 'order-shipped', to: 'meera@example.com', attempts: 3 });
    expect(JSON.stringify(lines)).not.toContain('Your parcel left');
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);

    // A failed message is never tried again, and the server's refusal meant nothing arrived.
    inbox.refuseWith(undefined);
    clock += 3_600_000;
    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(inbox.messages.some((mail) => mail.subject === 'Refused every time')).toBe(false);
  });

  it('sends a refused message once the server accepts again', async () => {
    await queue('kiran@example.com', 'Second time lucky');
    inbox.refuseWith(451);
    let clock = Date.now();
    const { options } = smtpSender({ now: () => new Date(clock), backoffMs: () => 30_000 });
    expect(await sendDueMail(shop.db, options)).toMatchObject({ retrying: 1 });
    inbox.refuseWith(undefined);
    clock += 30_000;
    expect(await sendDueMail(shop.db, options)).toMatchObject({ sent: 1 });
    await inbox.waitFor((mail) => mail.subject === 'Second time lucky');
    expect((await outboxRows())[0]).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('delivers each message exactly once when two senders share the database', async () => {
    const subjects = Array.from({ length: 30 }, (_, index) => `Race ${index}`);
    for (const subject of subjects) await queue('race@example.com', subject);

    const [first, second] = [smtpSender(), smtpSender()];
    const [a, b] = await Promise.all([sendDueMail(shop.db, first.options), sendDueMail(shop.db, second.options)]);

    expect(a.sent + b.sent).toBe(30);
    const received = inbox.messages.filter((mail) => mail.subject.startsWith('Race '));
    expect(received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(30);
    expect((await outboxRows()).every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('takes over a message whose sender died holding it once the claim lapses, and not before', async () => {
    await queue('lapsed@example.com', 'Claimed by a dead process');
    let clock = Date.now();
    // A process claimed it (attempt 1) and died before answering.
    await shop.db
      .updateTable('mail_outbox')
      .set({ claimed_until: new Date(clock + 60_000).toISOString(), attempts: 1 })
      .execute();
    const { options } = smtpSender({ now: () => new Date(clock) });
    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock += 60_001;
    expect(await sendDueMail(shop.db, options)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await inbox.waitFor((mail) => mail.subject === 'Claimed by a dead process');
    expect((await outboxRows())[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });
});

describe('the mail sender without SMTP_URL', () => {
  it('writes each message as <outbox id>.eml in the outbox folder and logs one line naming the file', async () => {
    await queue('newcomer@example.com', 'Reset your password');
    const { lines, log } = recordingLog();
    const transport = createMailTransport(shop.config.mail, log);
    expect(transport.kind).toBe('files');

    expect(await sendDueMail(shop.db, { transport, log })).toMatchObject({ sent: 1 });

    const [row] = await outboxRows();
    const file = path.join(shop.config.dataDir, 'outbox', `${row!.id}.eml`);
    expect(readdirSync(path.dirname(file))).toEqual([`${row!.id}.eml`]);
    const mail = await simpleParser(readFileSync(file));
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Track it: http://shop.test/orders');
    expect(mail.messageId).toBe(row!.message_id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toContain(file);
    expect(lines[0]!.facts).toMatchObject({ outboxId: row!.id, to: 'newcomer@example.com' });
    expect(row).toMatchObject({ state: 'sent' });
  });
});
