import { apiPaths, pagePaths } from '@voltcart/contract';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY } from './settings';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  shop.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const checkAuth = (headers: Record<string, string>) => shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers });

/** A second device: the same shopper signed in again, keeping both sessions. */
async function signInAgain(email: string, password: string): Promise<{ cookie: string }> {
  const login = await shop.app.inject({ method: 'POST', url: apiPaths.auth.login, payload: { email, password } });
  expect(login.statusCode).toBe(200);
  return { cookie: `vc_session=${login.cookies.find((cookie) => cookie.name === 'vc_session')!.value}` };
}

const loginStatus = async (email: string, password: string) =>
  (await shop.app.inject({ method: 'POST', url: apiPaths.auth.login, payload: { email, password } })).statusCode;

describe('changing the password', () => {
  it('needs the current password, and keeps the old one working when it is wrong', async () => {
    const shopper = await registerShopper(shop, { email: 'wrong-current@example.com', password: 'first passphrase' });
    const answer = await post(apiPaths.auth.changePassword, shopper.headers, {
      currentPassword: 'not it at all',
      newPassword: 'second passphrase',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      message: 'The current password is incorrect',
      fields: { currentPassword: 'The current password is incorrect' },
    });
    expect(await loginStatus('wrong-current@example.com', 'first passphrase')).toBe(200);
  });

  it('refuses a common password with a message under the new password', async () => {
    const shopper = await registerShopper(shop, { email: 'common-new@example.com', password: 'first passphrase' });
    const answer = await post(apiPaths.auth.changePassword, shopper.headers, {
      currentPassword: 'first passphrase',
      newPassword: 'password123',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: COMMON_PASSWORD_MESSAGE, fields: { newPassword: COMMON_PASSWORD_MESSAGE } });
  });

  it('locks guessing of the current password like failed sign-ins', async () => {
    const shopper = await registerShopper(shop, { email: 'guessing-current@example.com', password: 'first passphrase' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await post(apiPaths.auth.changePassword, shopper.headers, {
        currentPassword: `guess ${attempt}`,
        newPassword: 'second passphrase',
      });
      expect(answer.statusCode).toBe(400);
    }
    const blocked = await post(apiPaths.auth.changePassword, shopper.headers, {
      currentPassword: 'first passphrase',
      newPassword: 'second passphrase',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('keeps other devices signed in unless asked, and the new password is the one that signs in', async () => {
    const shopper = await registerShopper(shop, { email: 'keep-devices@example.com', password: 'first passphrase' });
    const phone = await signInAgain('keep-devices@example.com', 'first passphrase');
    const answer = await post(apiPaths.auth.changePassword, shopper.headers, {
      currentPassword: 'first passphrase',
      newPassword: 'second passphrase',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: 'Password changed' });
    expect((await checkAuth(phone)).statusCode).toBe(200);
    expect((await checkAuth(shopper.headers)).statusCode).toBe(200);
    expect(await loginStatus('keep-devices@example.com', 'first passphrase')).toBe(401);
    expect(await loginStatus('keep-devices@example.com', 'second passphrase')).toBe(200);
  });

  it('tells the account address that the password changed, with the way to reset it', async () => {
    const shopper = await registerShopper(shop, { email: 'told-of-change@example.com', password: 'first passphrase' });
    const changed = () =>
      shop.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', 'told-of-change@example.com')
        .where('kind', '=', 'password-changed')
        .execute();
    await post(apiPaths.auth.changePassword, shopper.headers, {
      currentPassword: 'wrong passphrase',
      newPassword: 'second passphrase',
    });
    expect(await changed()).toEqual([]);
    await post(apiPaths.auth.changePassword, shopper.headers, {
      currentPassword: 'first passphrase',
      newPassword: 'second passphrase',
    });
    const [notice, ...more] = await changed();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: 'Your Voltcart password was changed', state: 'pending' });
    expect(notice!.text).toContain(`${shop.config.publicUrl}${pagePaths.forgotPassword}`);
    expect(notice!.text).not.toContain('second passphrase');
  });

  it('signs out every other device when asked, and this one stays signed in', async () => {
    const shopper = await registerShopper(shop, { email: 'drop-devices@example.com', password: 'first passphrase' });
    const phone = await signInAgain('drop-devices@example.com', 'first passphrase');
    const answer = await post(apiPaths.auth.changePassword, shopper.headers, {
      currentPassword: 'first passphrase',
      newPassword: 'second passphrase',
      signOutOtherDevices: true,
    });
    expect(answer.statusCode).toBe(200);
    expect((await checkAuth(phone)).statusCode).toBe(401);
    expect((await checkAuth(shopper.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const answer = await post(apiPaths.auth.changePassword, {}, { currentPassword: 'a', newPassword: 'second passphrase' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('changing the email', () => {
  // Registering queues a welcome mail; these tests read what the email change queued.
  const outboxTo = (recipient: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .where('kind', '!=', 'welcome')
      .orderBy('created_at')
      .execute();

  it('mails a confirmation link to the new address and a notice to the old, and keeps the old email until then', async () => {
    const shopper = await registerShopper(shop, { email: 'moving@example.com', password: 'first passphrase' });
    const answer = await post(apiPaths.auth.changeEmail, shopper.headers, {
      newEmail: 'Moved@Example.com',
      password: 'first passphrase',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      message: 'Check moved@example.com for a confirmation link',
      data: { newEmail: 'moved@example.com' },
    });
    expect(answer.body).not.toMatch(/token/i);

    const [confirmation] = await outboxTo('moved@example.com');
    expect(confirmation).toMatchObject({
      kind: 'email-change',
      subject: 'Confirm your new email for Voltcart',
      state: 'pending',
    });
    const link = confirmation!.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe(`${shop.config.publicUrl}${pagePaths.verifyEmail('x').split('#')[0]}`);
    expect(url.search).toBe('');
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
    const stored = await shop.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: shopper.user._id,
      purpose: 'change-email',
      new_email: 'moved@example.com',
      used_at: null,
    });
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(24 * 60 * 60 * 1000);

    const [notice] = await outboxTo('moving@example.com');
    expect(notice).toMatchObject({ kind: 'email-change-notice' });
    expect(notice!.text).toContain('moved@example.com');
    expect(notice!.text).not.toContain(token);

    expect((await checkAuth(shopper.headers)).json().data.email).toBe('moving@example.com');
  });

  it('makes an earlier link useless when a newer change is asked for', async () => {
    const shopper = await registerShopper(shop, { email: 'twice-moving@example.com', password: 'first passphrase' });
    await post(apiPaths.auth.changeEmail, shopper.headers, {
      newEmail: 'first-choice@example.com',
      password: 'first passphrase',
    });
    await post(apiPaths.auth.changeEmail, shopper.headers, {
      newEmail: 'second-choice@example.com',
      password: 'first passphrase',
    });
    const tokens = await shop.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', shopper.user._id)
      .where('purpose', '=', 'change-email')
      .orderBy('created_at')
      .execute();
    expect(tokens.filter((row) => row.used_at === null).map((row) => row.new_email)).toEqual(['second-choice@example.com']);
  });

  it('answers an address another account has exactly as a free one, and tells that account instead of sending a link', async () => {
    const owner = await registerShopper(shop, { email: 'taken@example.com' });
    const shopper = await registerShopper(shop, { email: 'wants-taken@example.com', password: 'first passphrase' });
    const toTaken = await post(apiPaths.auth.changeEmail, shopper.headers, {
      newEmail: 'taken@example.com',
      password: 'first passphrase',
    });
    const toFree = await post(apiPaths.auth.changeEmail, shopper.headers, {
      newEmail: 'free-one@example.com',
      password: 'first passphrase',
    });
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.json()).toEqual({
      success: true,
      error: false,
      message: 'Check taken@example.com for a confirmation link',
      data: { newEmail: 'taken@example.com' },
    });
    expect(toFree.body).toBe(toTaken.body.replaceAll('taken@example.com', 'free-one@example.com'));

    // The owner hears that someone tried, with no link in it; the asker's own inbox gets the same notice both times.
    const [told, ...more] = await outboxTo('taken@example.com');
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      kind: 'email-change-taken',
      subject: 'Someone tried to use your email on another Voltcart account',
    });
    expect(told!.text).not.toMatch(/https?:\/\//);
    expect((await outboxTo('wants-taken@example.com')).map((mail) => mail.kind)).toEqual([
      'email-change-notice',
      'email-change-notice',
    ]);
    // No link for the taken address was made, and the owner keeps it.
    const links = await shop.db
      .selectFrom('account_tokens')
      .select('new_email')
      .where('user_id', '=', shopper.user._id)
      .where('purpose', '=', 'change-email')
      .execute();
    expect(links.map((row) => row.new_email)).toEqual(['free-one@example.com']);
    expect((await checkAuth(owner.headers)).json().data.email).toBe('taken@example.com');
  });

  it('sends one address at most a few change-of-email mails a day, whichever accounts ask, answering as ever', async () => {
    const askers = await Promise.all(
      [0, 1].map((index) => registerShopper(shop, { email: `asker-${index}@example.com`, password: 'first passphrase' })),
    );
    const ask = (index: number) =>
      post(apiPaths.auth.changeEmail, askers[index % 2]!.headers, {
        newEmail: 'popular@example.com',
        password: 'first passphrase',
      });
    const answers = [];
    for (let index = 0; index < CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY + 2; index += 1) answers.push(await ask(index));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await outboxTo('popular@example.com')).toHaveLength(CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY);

    // A taken address counts the same: its owner is told at most that often.
    await registerShopper(shop, { email: 'popular-owner@example.com' });
    for (let index = 0; index < CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY + 2; index += 1) {
      const answer = await post(apiPaths.auth.changeEmail, askers[0]!.headers, {
        newEmail: 'popular-owner@example.com',
        password: 'first passphrase',
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await outboxTo('popular-owner@example.com')).toHaveLength(CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY);
  });

  it('needs the right password', async () => {
    const shopper = await registerShopper(shop, { email: 'no-password@example.com', password: 'first passphrase' });
    const answer = await post(apiPaths.auth.changeEmail, shopper.headers, {
      newEmail: 'elsewhere@example.com',
      password: 'wrong passphrase',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'The password is incorrect',
      fields: { password: 'The password is incorrect' },
    });
    expect(await outboxTo('elsewhere@example.com')).toHaveLength(0);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the shopper, this one too, and clears the cookie', async () => {
    const shopper: SignedIn = await registerShopper(shop, { email: 'everywhere@example.com', password: 'first passphrase' });
    const phone = await signInAgain('everywhere@example.com', 'first passphrase');
    const other = await registerShopper(shop);
    const answer = await post(apiPaths.auth.signOutEverywhere, shopper.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find((cookie) => cookie.name === 'vc_session')?.value).toBe('');
    expect((await checkAuth(shopper.headers)).statusCode).toBe(401);
    expect((await checkAuth(phone)).statusCode).toBe(401);
    expect((await checkAuth(other.headers)).statusCode).toBe(200);
  });
});

describe('the change-email limit', () => {
  it('answers 429 past its hourly limit of mail-sending requests', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const shopper = await registerShopper(limited, { password: 'first passphrase' });
      const ask = (index: number) =>
        limited.app.inject({
          method: 'POST',
          url: apiPaths.auth.changeEmail,
          headers: shopper.headers,
          payload: { newEmail: `limit-${index}@example.com`, password: 'first passphrase' },
        });
      for (let index = 0; index < RATE_LIMIT.changeEmail.max; index += 1) expect((await ask(index)).statusCode).toBe(200);
      const refused = await ask(99);
      expect(refused.statusCode).toBe(429);
      expect(
        await limited.db.selectFrom('mail_outbox').select('id').where('recipient', '=', 'limit-99@example.com').execute(),
      ).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});
