import { apiPaths } from '@voltcart/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOCKOUT_POLICY } from '../../lib/lockout/lockout';

const PASSWORD = 'correct horse battery';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

let addresses = 0;
/** An address of its own for each caller (the test shop trusts no proxy: the socket's address is the client's). */
const newAddress = () => {
  addresses += 1;
  return `10.20.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

const signIn = (url: string, payload: object, from: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, payload, remoteAddress: from, headers });
const login = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  signIn(apiPaths.auth.login, { email, password }, from, headers);

/** The known-device cookie a successful sign-in set, as a Cookie header. */
const deviceCookieOf = (response: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) => {
  const device = response.cookies.find((cookie) => cookie.name === 'vc_device');
  expect(device?.httpOnly).toBe(true);
  return { cookie: `vc_device=${device!.value}` };
};

const newEmail = () => `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('the sign-in lockout at the sign-in calls', () => {
  it("locks an attacker's address out of an account but not its owner signing in from elsewhere", async () => {
    const { user } = await registerShopper(shop, { password: PASSWORD });
    const attacker = newAddress();
    for (let attempt = 0; attempt < LOCKOUT_POLICY.pairFreeFailures; attempt += 1) {
      expect((await login(user.email, 'a wrong guess here', attacker)).statusCode).toBe(401);
    }
    const locked = await login(user.email, PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('Too many failed sign-ins for this account');

    const owner = await login(user.email, PASSWORD, newAddress());
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('lets a browser that signed in before through an account guessed from many addresses', async () => {
    const email = newEmail();
    await registerShopper(shop, { email, password: PASSWORD });
    const home = newAddress();
    const device = deviceCookieOf(await login(email, PASSWORD, home));
    for (let attempt = 0; attempt < LOCKOUT_POLICY.accountFreeFailures; attempt += 1) {
      expect((await login(email, 'a wrong guess here', newAddress())).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, newAddress())).statusCode).toBe(429);
    // A forged cookie is no known device.
    expect((await login(email, PASSWORD, home, { cookie: 'vc_device=AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB' })).statusCode).toBe(
      429,
    );
    const known = await login(email, PASSWORD, home, device);
    expect(known.statusCode, known.body).toBe(200);
  });

  it("lets an admin's right second factor through an account guessed from many addresses, and nothing less", async () => {
    const email = newEmail();
    const shopper = await registerShopper(shop, { email, password: PASSWORD });
    await shop.db.updateTable('users').set({ role: 'admin' }).where('id', '=', shopper.user._id).execute();
    const first = await signIn(apiPaths.auth.adminLogin, { email, password: PASSWORD }, newAddress());
    const headers = { authorization: `Bearer ${first.json().data.token}` };
    const { secret } = (await shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorSetup, headers })).json().data;
    const confirm = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.twoFactorConfirm,
      headers,
      payload: { password: PASSWORD, code: await generate({ secret }) },
    });
    expect(confirm.statusCode).toBe(200);
    for (let attempt = 0; attempt < LOCKOUT_POLICY.accountFreeFailures; attempt += 1) {
      expect((await signIn(apiPaths.auth.adminLogin, { email, password: 'a wrong guess here' }, newAddress())).statusCode).toBe(
        401,
      );
    }
    const office = newAddress();
    expect((await signIn(apiPaths.auth.adminLogin, { email, password: PASSWORD }, office)).statusCode).toBe(429);
    // A wrong code, or a wrong password with a code, gets the lock's answer alone: nothing says which was wrong.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const wrongCode = await signIn(
      apiPaths.auth.adminLogin,
      { email, password: PASSWORD, code: code === '000000' ? '000001' : '000000' },
      office,
    );
    expect(wrongCode.statusCode).toBe(429);
    expect((await signIn(apiPaths.auth.adminLogin, { email, password: 'a wrong guess here', code }, office)).statusCode).toBe(
      429,
    );
    const passed = await signIn(apiPaths.auth.adminLogin, { email, password: PASSWORD, code }, office);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.token).toEqual(expect.any(String));
  });

  it('slows an address that fails across many accounts, and still signs in its right credentials', async () => {
    const { user } = await registerShopper(shop, { password: PASSWORD });
    const office = newAddress();
    for (let attempt = 0; attempt < LOCKOUT_POLICY.addressFreeFailures; attempt += 1) {
      expect((await login(newEmail(), 'a wrong guess here', office)).statusCode).toBe(401);
    }
    const slowed = await login(user.email, PASSWORD, office);
    expect(slowed.statusCode, slowed.body).toBe(200);
  });

  it("tells the admin's inbox when the admin's account locks, and no shopper's", async () => {
    const adminEmail = newEmail();
    const admin = await registerShopper(shop, { email: adminEmail, password: PASSWORD });
    await shop.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user._id).execute();
    const shopper = await registerShopper(shop, { password: PASSWORD });
    const attacker = newAddress();
    for (let attempt = 0; attempt < LOCKOUT_POLICY.pairFreeFailures; attempt += 1) {
      await signIn(apiPaths.auth.adminLogin, { email: adminEmail, password: 'a wrong guess here' }, attacker);
      await login(shopper.user.email, 'a wrong guess here', attacker);
    }
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'admin-sign-in-locked')
      .where('recipient', 'in', [adminEmail, shopper.user.email])
      .execute();
    expect(mail.map((message) => message.recipient)).toEqual([adminEmail]);
    expect(mail[0]!.subject).toBe('Failed sign-ins paused sign-in to your Voltcart admin account');
    expect(mail[0]!.text).toContain('5 failed sign-ins');
    expect(mail[0]!.text).not.toContain('a wrong guess here');
  });
});

describe('the sign-in lockout with Redis unreachable', () => {
  let away: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails.
    away = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => away.close());

  it('answers 503 with a retry, not 500', async () => {
    const answer = await away.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { email: 'someone@example.com', password: PASSWORD },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({
      success: false,
      message: 'Sign-in is briefly unavailable. Please try again in a few seconds.',
    });
  });
});
