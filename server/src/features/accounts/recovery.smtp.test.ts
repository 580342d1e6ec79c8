import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerShopper } from '../../../test/shoppers';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailTransport, sendDueMail, type MailLogger, type MailTransport } from '../mail';

// The whole way a shopper goes: the mail leaves through the real sender over SMTP and is read from an inbox.

let shop: TestApp;
let inbox: SmtpInbox;
let transport: MailTransport;
const quietLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as MailLogger;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await createTestApp({ SMTP_URL: inbox.url });
  transport = createMailTransport(shop.config.mail, quietLog);
});
afterAll(async () => {
  transport.close();
  await inbox.close();
  await shop.close();
});

/** Runs the sender until a message to `to` with `subject` is in the inbox (forgot-password queues after answering). */
async function receive(to: string, subject: string) {
  return vi.waitFor(
    async () => {
      await sendDueMail(shop.db, { transport, log: quietLog });
      const mail = inbox.messages.find((message) => message.to.includes(to) && message.subject === subject);
      expect(mail).toBeDefined();
      return mail!;
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe('verification and reset mails over SMTP', () => {
  it('the welcome mail verifies the email, and a reset mail sets a new password', async () => {
    const shopper = await registerShopper(shop);
    const welcome = await receive(shopper.user.email, 'Welcome to Voltcart — please verify your email');
    const verifyLink = new URL(welcome.links.find((link) => link.includes('/verify-email'))!);
    expect(verifyLink.origin).toBe('http://shop.test');
    const verified = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.verifyEmail,
      payload: { token: new URLSearchParams(verifyLink.hash.slice(1)).get('token') },
    });
    expect(verified.statusCode).toBe(200);

    await shop.app.inject({ method: 'POST', url: apiPaths.auth.forgotPassword, payload: { email: shopper.user.email } });
    const reset = await receive(shopper.user.email, 'Reset your Voltcart password');
    expect(reset.text).toContain('expires in 30 minutes');
    const resetLink = new URL(reset.links.find((link) => link.includes('/reset-password'))!);
    const answer = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.resetPassword,
      payload: { token: new URLSearchParams(resetLink.hash.slice(1)).get('token'), password: 'fresh smtp passphrase' },
    });
    expect(answer.statusCode).toBe(200);
    const signIn = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { email: shopper.user.email, password: 'fresh smtp passphrase' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.emailVerified).toBe(true);
  });
});
