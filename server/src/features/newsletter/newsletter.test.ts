import { apiPaths, SubscribeAnswer } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CONFIRM_LINK_LIFETIME_MS, CONFIRM_RESEND_MS, confirm as confirmAt, subscribe as subscribeAt } from './service';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const subscribe = (email: string) => shop.app.inject({ method: 'POST', url: apiPaths.newsletter.subscribe, payload: { email } });
const confirm = (token: unknown) => shop.app.inject({ method: 'POST', url: apiPaths.newsletter.confirm, payload: { token } });
const confirmMailsTo = (email: string) =>
  shop.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'newsletter-confirm')
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();
const subscriber = (email: string) =>
  shop.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
/** The token of the confirmation link in a queued email's text. */
function tokenIn(text: string): string {
  const link = /http:\/\/shop\.test\/newsletter\/confirm#token=(\S+)/.exec(text);
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(link[1]!);
}

describe('newsletter double opt-in', () => {
  it("answers the spec's shape and queues a confirmation email with an absolute link; the address waits unconfirmed", async () => {
    const response = await subscribe('Reader.One@Example.com');
    expect(response.statusCode, response.body).toBe(200);
    const answer = SubscribeAnswer.parse(response.json());
    expect(answer).toMatchObject({ success: true, error: false, data: { email: 'reader.one@example.com' } });
    expect(answer.message).toContain('Check your inbox');
    expect(Object.keys(response.json()).sort()).toEqual(['data', 'error', 'message', 'success']);

    const mails = await confirmMailsTo('reader.one@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your Voltcart newsletter subscription');
    const token = tokenIn(mails[0]!.text);
    const row = await subscriber('reader.one@example.com');
    expect(row).toMatchObject({ confirmed_at: null });
    // Only the token's hash is stored.
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirm_token_hash).not.toContain(token);
  });

  it('the link confirms once; a used or unknown token is refused with a clear message', async () => {
    await subscribe('reader.two@example.com');
    const token = tokenIn((await confirmMailsTo('reader.two@example.com'))[0]!.text);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, data: { confirmed: true } });
    expect((await subscriber('reader.two@example.com')).confirmed_at).not.toBeNull();

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      error: true,
      message: expect.stringContaining('invalid or has already been used'),
    });
    const unknown = await confirm('no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('invalid or has already been used');
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('subscribing again re-sends at most once per 10 minutes and answers the same, confirmed or not', async () => {
    const first = await subscribe('reader.three@example.com');
    const second = await subscribe('reader.three@example.com');
    expect(second.json()).toEqual(first.json());
    expect(await confirmMailsTo('reader.three@example.com')).toHaveLength(1);

    // Ten minutes on, the form sends a fresh link, and only the newest link works.
    await subscribeAt(shop.db, 'reader.three@example.com', {
      publicUrl: 'http://shop.test',
      secret: shop.config.sessionSecret,
      now: Date.now() + CONFIRM_RESEND_MS + 1000,
    });
    const mails = await confirmMailsTo('reader.three@example.com');
    expect(mails).toHaveLength(2);
    expect((await confirm(tokenIn(mails[0]!.text))).statusCode).toBe(400);
    expect((await confirm(tokenIn(mails[1]!.text))).statusCode).toBe(200);

    // Confirmed: the same answer, and no more mail however long after.
    const afterConfirm = await subscribe('reader.three@example.com');
    expect(afterConfirm.json()).toEqual(first.json());
    await subscribeAt(shop.db, 'reader.three@example.com', {
      publicUrl: 'http://shop.test',
      secret: shop.config.sessionSecret,
      now: Date.now() + 2 * CONFIRM_RESEND_MS,
    });
    expect(await confirmMailsTo('reader.three@example.com')).toHaveLength(2);
    expect((await subscriber('reader.three@example.com')).confirmed_at).not.toBeNull();
  });

  it('a link works for 7 days after it was mailed, and not after; subscribing again sends one that works', async () => {
    const mailedAt = Date.now();
    await subscribeAt(shop.db, 'reader.four@example.com', {
      publicUrl: 'http://shop.test',
      secret: shop.config.sessionSecret,
      now: mailedAt,
    });
    const [mail] = await confirmMailsTo('reader.four@example.com');
    expect(mail!.text).toContain('This link works for 7 days.');
    const token = tokenIn(mail!.text);

    await expect(confirmAt(shop.db, token, mailedAt + CONFIRM_LINK_LIFETIME_MS + 1000)).rejects.toThrow(
      'This confirmation link has expired. Subscribe again to get a new one.',
    );
    expect((await subscriber('reader.four@example.com')).confirmed_at).toBeNull();
    await confirmAt(shop.db, token, mailedAt + CONFIRM_LINK_LIFETIME_MS - 1000);
    expect((await subscriber('reader.four@example.com')).confirmed_at).not.toBeNull();

    // An expired link, answered by the API, and the fresh link subscribing again sends.
    await subscribeAt(shop.db, 'reader.five@example.com', {
      publicUrl: 'http://shop.test',
      secret: shop.config.sessionSecret,
      now: mailedAt - CONFIRM_LINK_LIFETIME_MS - 1000,
    });
    const stale = tokenIn((await confirmMailsTo('reader.five@example.com'))[0]!.text);
    const expired = await confirm(stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This confirmation link has expired. Subscribe again to get a new one.');
    await subscribe('reader.five@example.com');
    const fresh = tokenIn((await confirmMailsTo('reader.five@example.com'))[1]!.text);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });
});
