import { apiPaths, RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED, VERIFY_LINK_INVALID } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { requestPasswordReset } from './password-reset';
import { FORGOT_PASSWORD_ANSWER } from './recovery-routes';
import { issueAccountToken } from './tokens';
import { VERIFY_MAILS_PER_HOUR } from './verification';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const PASSWORD = 'correct horse battery';

/** The queued messages to `to`, oldest first, with the link of their text part. */
async function mailsTo(to: string, kind?: string) {
  let query = shop.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, link: row.text.match(/https?:\/\/\S+/)?.[0] }));
}

/** Waits until `count` messages of `kind` went to `to` (forgot-password queues after answering), and answers the last. */
async function waitForMail(to: string, kind: string, count = 1) {
  return vi.waitFor(
    async () => {
      const mails = await mailsTo(to, kind);
      expect(mails).toHaveLength(count);
      return mails.at(-1)!;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The token of an emailed link: it rides in the address's fragment, which no server sees. */
const tokenOf = (link: string | undefined) => new URLSearchParams(new URL(link!).hash.slice(1)).get('token')!;

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const checkAuth = (headers: Record<string, string>) => shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers });
const login = (email: string, password: string) => post(apiPaths.auth.login, { email, password });

describe('welcome and email verification', () => {
  it('registration queues a welcome mail whose link verifies the email once', async () => {
    const shopper = await registerShopper(shop);
    expect(shopper.user.emailVerified).toBe(false);

    const [welcome] = await mailsTo(shopper.user.email, 'welcome');
    expect(welcome?.subject).toBe('Welcome to Voltcart — please verify your email');
    expect(welcome?.link).toMatch(/^http:\/\/shop\.test\/verify-email#token=[\w-]{43}$/);
    expect(welcome?.html).toContain(welcome!.link!);

    const verified = await post(apiPaths.auth.verifyEmail, { token: tokenOf(welcome!.link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, data: { email: shopper.user.email } });
    expect((await checkAuth(shopper.headers)).json().data.emailVerified).toBe(true);

    const again = await post(apiPaths.auth.verifyEmail, { token: tokenOf(welcome!.link) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: VERIFY_LINK_INVALID });
  });

  it('refuses a made-up token and an expired one', async () => {
    const shopper = await registerShopper(shop);
    expect((await post(apiPaths.auth.verifyEmail, { token: 'not-a-real-token' })).statusCode).toBe(400);
    const expired = await issueAccountToken(shop.db, {
      userId: shopper.user._id,
      purpose: 'verify-email',
      now: Date.now() - 25 * 60 * 60 * 1000,
    });
    const answer = await post(apiPaths.auth.verifyEmail, { token: expired });
    expect(answer.statusCode).toBe(400);
    expect((await checkAuth(shopper.headers)).json().data.emailVerified).toBe(false);
  });

  it('a change-email link moves the account to the new address, verified; a taken address answers 409', async () => {
    const shopper = await registerShopper(shop);
    const newEmail = `moved-${Date.now()}@example.com`;
    const token = await issueAccountToken(shop.db, { userId: shopper.user._id, purpose: 'change-email', newEmail });
    const moved = await post(apiPaths.auth.verifyEmail, { token }, shopper.headers);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ email: newEmail });
    expect((await checkAuth(shopper.headers)).json().data).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(shopper.user.email, PASSWORD)).statusCode).toBe(401);

    // The welcome link went to the old address: it verifies nothing now.
    const [welcome] = await mailsTo(shopper.user.email, 'welcome');
    expect((await post(apiPaths.auth.verifyEmail, { token: tokenOf(welcome!.link) })).statusCode).toBe(400);

    const other = await registerShopper(shop);
    const wanted = `wanted-${Date.now()}@example.com`;
    const taken = await issueAccountToken(shop.db, { userId: other.user._id, purpose: 'change-email', newEmail: wanted });
    await registerShopper(shop, { email: wanted });
    const conflict = await post(apiPaths.auth.verifyEmail, { token: taken }, other.headers);
    expect(conflict.statusCode).toBe(409);
    expect((await checkAuth(other.headers)).json().data.email).toBe(other.user.email);
  });

  it('resend mails a new link (the older one stops working) and is capped per hour', async () => {
    const shopper = await registerShopper(shop);
    const [welcome] = await mailsTo(shopper.user.email, 'welcome');

    expect((await post(apiPaths.auth.resendVerification)).statusCode).toBe(401);
    const resent = await post(apiPaths.auth.resendVerification, undefined, shopper.headers);
    expect(resent.statusCode).toBe(200);
    const [again] = await mailsTo(shopper.user.email, 'verify-email');
    expect(again?.subject).toBe('Verify your email address');
    expect((await post(apiPaths.auth.verifyEmail, { token: tokenOf(welcome!.link) })).statusCode).toBe(400);

    // The welcome link counts: VERIFY_MAILS_PER_HOUR links in all, then 429.
    for (let sent = 2; sent < VERIFY_MAILS_PER_HOUR; sent += 1) {
      expect((await post(apiPaths.auth.resendVerification, undefined, shopper.headers)).statusCode).toBe(200);
    }
    const capped = await post(apiPaths.auth.resendVerification, undefined, shopper.headers);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
    expect(await mailsTo(shopper.user.email, 'verify-email')).toHaveLength(VERIFY_MAILS_PER_HOUR - 1);

    const last = (await mailsTo(shopper.user.email, 'verify-email')).at(-1)!;
    expect((await post(apiPaths.auth.verifyEmail, { token: tokenOf(last.link) })).statusCode).toBe(200);
    const verifiedAlready = await post(apiPaths.auth.resendVerification, undefined, shopper.headers);
    expect(verifiedAlready.statusCode).toBe(409);
  });
});

describe('password reset', () => {
  let shopper: SignedIn;
  beforeAll(async () => {
    shopper = await registerShopper(shop);
  });

  it('answers an unknown email exactly as a known one, and mails only the known one', async () => {
    const unknown = await post(apiPaths.auth.forgotPassword, { email: 'nobody-here@example.com' });
    const known = await post(apiPaths.auth.forgotPassword, { email: shopper.user.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, error: false, message: FORGOT_PASSWORD_ANSWER, data: null });

    const mail = await waitForMail(shopper.user.email, 'password-reset');
    expect(mail.subject).toBe('Reset your Voltcart password');
    expect(mail.link).toMatch(/^http:\/\/shop\.test\/reset-password#token=[\w-]{43}$/);
    expect(await requestPasswordReset(shop.db, shop.config.publicUrl, 'nobody-here@example.com')).toBe('skipped');
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('a reset link sets the password once, ends every old session and verifies the email', async () => {
    const other = await login(shopper.user.email, PASSWORD);
    const otherCookie = `vc_session=${other.cookies.find((cookie) => cookie.name === 'vc_session')!.value}`;
    const before = (await mailsTo(shopper.user.email, 'password-reset')).length;
    await post(apiPaths.auth.forgotPassword, { email: shopper.user.email });
    const mail = await waitForMail(shopper.user.email, 'password-reset', before + 1);

    const reset = await post(apiPaths.auth.resetPassword, { token: tokenOf(mail.link), password: 'a brand new passphrase' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().success).toBe(true);

    expect((await checkAuth(shopper.headers)).statusCode).toBe(401);
    expect((await checkAuth({ cookie: otherCookie })).statusCode).toBe(401);
    expect((await login(shopper.user.email, PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(shopper.user.email, 'a brand new passphrase');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.emailVerified).toBe(true);
    const [notice, ...more] = await mailsTo(shopper.user.email, 'password-changed');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      subject: 'Your Voltcart password was changed',
      link: `${shop.config.publicUrl}/forgot-password`,
    });

    const twice = await post(apiPaths.auth.resetPassword, { token: tokenOf(mail.link), password: 'yet another passphrase' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ success: false, message: RESET_LINK_INVALID });
    expect((await login(shopper.user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('tells the page as it opens whether its link works, was used, expired or never existed, using nothing up', async () => {
    const someone = await registerShopper(shop);
    const check = (token: string) => post(apiPaths.auth.checkResetLink, { token });
    const fresh = await issueAccountToken(shop.db, { userId: someone.user._id, purpose: 'reset-password' });
    for (let asked = 0; asked < 2; asked += 1) expect((await check(fresh)).statusCode).toBe(200);
    const expired = await issueAccountToken(shop.db, {
      userId: someone.user._id,
      purpose: 'reset-password',
      now: Date.now() - 31 * 60 * 1000,
    });
    expect((await check(expired)).json()).toMatchObject({ success: false, message: RESET_LINK_EXPIRED });
    expect((await check('x'.repeat(43))).json()).toMatchObject({ success: false, message: RESET_LINK_INVALID });

    expect((await post(apiPaths.auth.resetPassword, { token: fresh, password: 'a brand new passphrase' })).statusCode).toBe(200);
    const used = await check(fresh);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(RESET_LINK_USED);
  });

  it('refuses an expired link, a made-up one, and a link older than the newest', async () => {
    const someone = await registerShopper(shop);
    const expired = await issueAccountToken(shop.db, {
      userId: someone.user._id,
      purpose: 'reset-password',
      now: Date.now() - 31 * 60 * 1000,
    });
    const tooLate = await post(apiPaths.auth.resetPassword, { token: expired, password: 'a brand new passphrase' });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(RESET_LINK_INVALID);
    expect(
      (await post(apiPaths.auth.resetPassword, { token: 'x'.repeat(43), password: 'a brand new passphrase' })).statusCode,
    ).toBe(400);

    await post(apiPaths.auth.forgotPassword, { email: someone.user.email });
    const first = await waitForMail(someone.user.email, 'password-reset', 1);
    await post(apiPaths.auth.forgotPassword, { email: someone.user.email });
    const second = await waitForMail(someone.user.email, 'password-reset', 2);
    expect(
      (await post(apiPaths.auth.resetPassword, { token: tokenOf(first.link), password: 'a brand new passphrase' })).statusCode,
    ).toBe(400);
    expect(
      (await post(apiPaths.auth.resetPassword, { token: tokenOf(second.link), password: 'a brand new passphrase' })).statusCode,
    ).toBe(200);
    // A verify link is no reset link.
    const [welcome] = await mailsTo(someone.user.email, 'welcome');
    expect(
      (await post(apiPaths.auth.resetPassword, { token: tokenOf(welcome!.link), password: 'a brand new passphrase' })).statusCode,
    ).toBe(400);
  });

  it('refuses a common password without spending the link', async () => {
    const someone = await registerShopper(shop);
    const token = await issueAccountToken(shop.db, { userId: someone.user._id, purpose: 'reset-password' });
    const common = await post(apiPaths.auth.resetPassword, { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/common/);
    expect((await post(apiPaths.auth.resetPassword, { token, password: 'short' })).statusCode).toBe(400);
    expect((await post(apiPaths.auth.resetPassword, { token, password: 'an uncommon passphrase' })).statusCode).toBe(200);
  });

  it('a disabled account gets no reset mail, and its links do not work', async () => {
    const someone = await registerShopper(shop);
    const token = await issueAccountToken(shop.db, { userId: someone.user._id, purpose: 'reset-password' });
    await shop.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', someone.user._id)
      .execute();
    expect(await requestPasswordReset(shop.db, shop.config.publicUrl, someone.user.email)).toBe('skipped');
    expect(await mailsTo(someone.user.email, 'password-reset')).toEqual([]);
    expect((await post(apiPaths.auth.resetPassword, { token, password: 'a brand new passphrase' })).statusCode).toBe(400);
  });

  it('sends one account at most a few links an hour, answering as ever', async () => {
    const someone = await registerShopper(shop);
    for (let sent = 0; sent < 3; sent += 1)
      expect(await requestPasswordReset(shop.db, shop.config.publicUrl, someone.user.email)).toBe('sent');
    expect(await requestPasswordReset(shop.db, shop.config.publicUrl, someone.user.email)).toBe('skipped');
    expect(await mailsTo(someone.user.email, 'password-reset')).toHaveLength(3);
  });
});

describe('request limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'on' });
  });
  afterAll(() => limited.close());

  it('forgot-password is limited per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await limited.app.inject({
        method: 'POST',
        url: apiPaths.auth.forgotPassword,
        payload: { email: `x${attempt}@example.com` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
