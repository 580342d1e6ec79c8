import { Writable } from 'node:stream';
import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailTransport, sendDueMail } from '../mail';

// An emailed token is a key to the account: it may be in the recipient's inbox and nowhere else the shop keeps
// (its logs, its outbox once the mail is sent, the address a server sees).

let shop: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  shop = await createTestApp({}, undefined, { logger: { level: 'trace', stream } });
});
afterAll(() => shop.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, headers, payload });

/** Every link of the queued mails to `to`, each with its token (read from the fragment, where the links carry it). */
async function linksTo(to: string) {
  const rows = await shop.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).execute();
  return rows.flatMap((row) =>
    [...row.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => {
      const url = new URL(link);
      return { kind: row.kind, link, url, token: new URLSearchParams(url.hash.slice(1)).get('token') };
    }),
  );
}

describe('emailed tokens', () => {
  it('ride in the fragment of every link, reach no log line, and leave the outbox once the mail is sent', async () => {
    const shopper = await registerShopper(shop, { password: 'first passphrase' });
    const newEmail = `secret-keeper-${Date.now()}@example.com`;
    await post(apiPaths.auth.changeEmail, { newEmail, password: 'first passphrase' }, shopper.headers);
    await post(apiPaths.auth.forgotPassword, { email: shopper.user.email });
    const reader = `reader-${Date.now()}@example.com`;
    await post(apiPaths.newsletter.subscribe, { email: reader });
    const links = await vi.waitFor(
      async () => {
        const found = [...(await linksTo(shopper.user.email)), ...(await linksTo(newEmail)), ...(await linksTo(reader))].filter(
          (link) => link.token,
        );
        // The newsletter's mail carries its unsubscribe link too (a marketing email), its token also in the fragment.
        expect(found.map((link) => `${link.kind}${link.url.pathname === '/unsubscribe' ? ' (unsubscribe)' : ''}`).sort()).toEqual(
          ['email-change', 'newsletter-confirm', 'newsletter-confirm (unsubscribe)', 'password-reset', 'welcome'],
        );
        return found;
      },
      { timeout: 10_000, interval: 20 },
    );
    for (const { link, url } of links) {
      expect(url.search, link).toBe('');
      expect(url.hash, link).toMatch(url.pathname === '/unsubscribe' ? /^#email=[^&]+&token=[\w-]{43}$/ : /^#token=[\w-]{43}$/);
    }
    const tokens = links.map((link) => link.token!);

    // The pages send each token on in a POST body; an old link's address (`?token=`) reaches the server too.
    const byKind = (kind: string) => links.find((link) => link.kind === kind && link.url.pathname !== '/unsubscribe')!.token!;
    expect((await post(apiPaths.auth.verifyEmail, { token: byKind('welcome') })).statusCode).toBe(200);
    expect((await post(apiPaths.auth.verifyEmail, { token: byKind('email-change') }, shopper.headers)).statusCode).toBe(200);
    expect((await post(apiPaths.newsletter.confirm, { token: byKind('newsletter-confirm') })).statusCode).toBe(200);
    // The change of email ended the reset link mailed to the old address; its refusal is logged as any answer.
    expect(
      (await post(apiPaths.auth.resetPassword, { token: byKind('password-reset'), password: 'a brand new passphrase' }))
        .statusCode,
    ).toBe(400);
    await shop.app.inject({ method: 'GET', url: `/reset-password?token=${byKind('password-reset')}` });
    await post(apiPaths.auth.resetPassword, { token: 'x', password: 'short' });

    // The development sender: it logs a line per message.
    const transport = createMailTransport(shop.config.mail, shop.app.log);
    try {
      const { sent } = await sendDueMail(shop.db, { transport, log: shop.app.log });
      expect(sent).toBeGreaterThanOrEqual(6);
    } finally {
      transport.close();
    }

    const log = logLines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('mail written to');
    for (const token of tokens) expect(log).not.toContain(token);

    const outbox = await shop.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox.every((row) => row.state === 'sent' && row.message_id !== null)).toBe(true);
    const stored = JSON.stringify(outbox);
    for (const token of tokens) expect(stored).not.toContain(token);
    // The undo link mailed when the change completed is in no row either.
    expect(outbox.find((row) => row.kind === 'email-changed')).toMatchObject({
      recipient: shopper.user.email,
      html: '',
      text: '',
    });
  });
});
