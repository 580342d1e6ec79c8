import { apiPaths } from '@voltcart/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const PASSWORD = 'an admin passphrase';
const nowSeconds = () => Math.floor(Date.now() / 1000);

const adminLogin = (email: string, code?: string, headers: Record<string, string> = {}) =>
  shop.app.inject({
    method: 'POST',
    url: apiPaths.auth.adminLogin,
    payload: { email, password: PASSWORD, ...(code === undefined ? {} : { code }) },
    headers,
  });

/**
 * An admin of this test alone: registered as a shopper, then made admin in the database (no call makes admins),
 * then signed in at admin sign-in (the shopper session registering made opens no admin call).
 * Each test enrols its own, since a TOTP code's time step is accepted once per admin.
 */
async function newAdmin(): Promise<SignedIn & { email: string }> {
  const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const shopper = await registerShopper(shop, { email, password: PASSWORD });
  await shop.db.updateTable('users').set({ role: 'admin' }).where('id', '=', shopper.user._id).execute();
  const signedIn = await adminLogin(email);
  const session = signedIn.cookies.find((cookie) => cookie.name === 'vc_session');
  if (!session) throw new Error(`admin login failed: ${signedIn.statusCode} ${signedIn.body}`);
  const cookie = `vc_session=${session.value}`;
  return { user: signedIn.json().data.user, cookie, headers: { cookie }, email };
}

const sessionsOf = async (userId: string) =>
  Number(
    (
      await shop.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Starts enrolment and confirms it with a code otplib makes from the secret shown; answers the secret and the recovery codes. */
async function enrol(admin: SignedIn): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorSetup, headers: admin.headers });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await shop.app.inject({
    method: 'POST',
    url: apiPaths.auth.twoFactorConfirm,
    headers: admin.headers,
    payload: { password: PASSWORD, code: await generate({ secret }) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes };
}

/**
 * The code of the next 30-second step: enrolment just used this step's code, and a step is accepted once.
 * Still inside the ±1 step the server allows for clock drift.
 */
const nextStepCode = (secret: string) => generate({ secret, epoch: nowSeconds() + 30 });

/** Six digits that are none of the codes the server would accept now. */
async function wrongCode(secret: string): Promise<string> {
  const accepted = await Promise.all([-30, 0, 30].map((offset) => generate({ secret, epoch: nowSeconds() + offset })));
  let guess = 123456;
  while (accepted.includes(String(guess))) guess += 1;
  return String(guess);
}

describe('enrolling two-factor sign-in', () => {
  it('gives an admin a QR code and secret, and turns it on with a code from the app, answering ten recovery codes', async () => {
    const admin = await newAdmin();
    const before = await shop.app.inject({ method: 'GET', url: apiPaths.auth.twoFactorStatus, headers: admin.headers });
    expect(before.json().data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const setup = await shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorSetup, headers: admin.headers });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { otpauthUri, qrDataUrl, secret } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Voltcart:/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(Buffer.from(qrDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');

    const confirm = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.twoFactorConfirm,
      headers: admin.headers,
      payload: { password: PASSWORD, code: await generate({ secret }) },
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json().data as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}$/);

    const after = await shop.app.inject({ method: 'GET', url: apiPaths.auth.twoFactorStatus, headers: admin.headers });
    expect(after.json().data).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });

    // At rest: the secret sealed, the recovery codes hashed; neither readable from the database.
    const enrolment = await shop.db
      .selectFrom('two_factor_enrolments')
      .selectAll()
      .where('user_id', '=', admin.user._id)
      .executeTakeFirstOrThrow();
    expect(enrolment.state).toBe('enabled');
    expect(enrolment.sealed_secret).not.toContain(secret);
    const stored = await shop.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', admin.user._id)
      .execute();
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(storedText).not.toContain(code.replace(/-/g, ''));
  });

  it('refuses a wrong confirmation code and stays off', async () => {
    const admin = await newAdmin();
    const setup = await shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorSetup, headers: admin.headers });
    const confirm = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.twoFactorConfirm,
      headers: admin.headers,
      payload: { password: PASSWORD, code: await wrongCode(setup.json().data.secret) },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toMatch(/code is not right/);
    const status = await shop.app.inject({ method: 'GET', url: apiPaths.auth.twoFactorStatus, headers: admin.headers });
    expect(status.json().data.enabled).toBe(false);
    expect((await adminLogin(admin.email)).json().data.token).toEqual(expect.any(String));
  });

  it('replaces a pending secret when setup runs again, and refuses setup once it is on', async () => {
    const admin = await newAdmin();
    const first = await shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorSetup, headers: admin.headers });
    const second = await shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorSetup, headers: admin.headers });
    expect(second.json().data.secret).not.toBe(first.json().data.secret);
    const stale = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.twoFactorConfirm,
      headers: admin.headers,
      payload: { password: PASSWORD, code: await generate({ secret: first.json().data.secret }) },
    });
    // The first secret's code is wrong for the second (but for a chance match, a few in a million).
    expect(stale.statusCode).toBe(400);

    await enrol(admin);
    const again = await shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorSetup, headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor sign-in is already on for your account.');
  });

  it('is for admins only', async () => {
    const shopper = await registerShopper(shop);
    for (const [method, url] of [
      ['GET', apiPaths.auth.twoFactorStatus],
      ['POST', apiPaths.auth.twoFactorSetup],
      ['POST', apiPaths.auth.twoFactorConfirm],
      ['POST', apiPaths.auth.twoFactorDisable],
    ] as const) {
      const payload = { code: '123456', password: PASSWORD };
      expect((await shop.app.inject({ method, url, payload })).statusCode).toBe(401);
      const forbidden = await shop.app.inject({ method, url, headers: shopper.headers, payload });
      expect(forbidden.statusCode).toBe(403);
    }
    expect(
      await shop.db.selectFrom('two_factor_enrolments').selectAll().where('user_id', '=', shopper.user._id).execute(),
    ).toEqual([]);
  });
});

describe('admin sign-in with two-factor on', () => {
  it('asks for the code after the password, with no token, session or cookie', async () => {
    const admin = await newAdmin();
    await enrol(admin);
    const sessionsBefore = await sessionsOf(admin.user._id);
    const answer = await adminLogin(admin.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, data: { twoFactorRequired: true } });
    expect(answer.json().data).not.toHaveProperty('token');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(admin.user._id)).toBe(sessionsBefore);
  });

  it('signs in with a current code, once: the same code a second time is refused', async () => {
    const admin = await newAdmin();
    const { secret } = await enrol(admin);
    const code = await nextStepCode(secret);
    const answer = await adminLogin(admin.email, code);
    expect(answer.statusCode, answer.body).toBe(200);
    const { token, user } = answer.json().data;
    expect(user.email).toBe(admin.email);
    const total = await shop.app.inject({
      method: 'GET',
      url: apiPaths.auth.totalUsers,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(total.statusCode).toBe(200);

    const replay = await adminLogin(admin.email, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already used/);
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const admin = await newAdmin();
    const { recoveryCodes } = await enrol(admin);
    const [first, second] = recoveryCodes as [string, string];
    expect((await adminLogin(admin.email, first)).json().data.token).toEqual(expect.any(String));
    expect((await adminLogin(admin.email, first)).statusCode).toBe(401);
    expect((await adminLogin(admin.email, ` ${second.replace(/-/g, '').toUpperCase()} `)).statusCode).toBe(200);
    const status = await shop.app.inject({ method: 'GET', url: apiPaths.auth.twoFactorStatus, headers: admin.headers });
    expect(status.json().data.recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes toward the lockout like wrong passwords, and a right password alone does not reset it', async () => {
    const admin = await newAdmin();
    const { secret } = await enrol(admin);
    const wrong = await wrongCode(secret);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await adminLogin(admin.email, attempt % 2 ? wrong : 'abcd-efgh-jkmn')).statusCode).toBe(401);
      // The password step in between (until the fifth failure locks) asks for the code but clears no failure.
      if (attempt < 4) expect((await adminLogin(admin.email)).json().data).toEqual({ twoFactorRequired: true });
    }
    const blocked = await adminLogin(admin.email, await nextStepCode(secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('Too many failed sign-ins for this account');
    const failures = await shop.db
      .selectFrom('login_failures')
      .select('failures')
      .where('key', '=', `account:${admin.email}`)
      .executeTakeFirstOrThrow();
    expect(failures.failures).toBe(5);
  });

  it('leaves an admin without two-factor signing in exactly as before, a code or not', async () => {
    const admin = await newAdmin();
    const plain = await adminLogin(admin.email);
    expect(plain.statusCode).toBe(200);
    expect(Object.keys(plain.json().data).sort()).toEqual(['token', 'user']);
    expect(plain.headers['set-cookie']).toBeDefined();
  });
});

describe('turning two-factor sign-in off', () => {
  const turnOff = (admin: SignedIn, payload: { password: string; code: string }) =>
    shop.app.inject({ method: 'POST', url: apiPaths.auth.twoFactorDisable, headers: admin.headers, payload });
  const statusOf = async (admin: SignedIn) =>
    (await shop.app.inject({ method: 'GET', url: apiPaths.auth.twoFactorStatus, headers: admin.headers })).json().data;

  it('asks for the password and a current code, then signs in with the password alone and tells the inbox', async () => {
    const admin = await newAdmin();
    const { secret } = await enrol(admin);
    const answer = await turnOff(admin, { password: PASSWORD, code: await nextStepCode(secret) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: 'Two-factor sign-in is off' });
    expect(await statusOf(admin)).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await shop.db.selectFrom('two_factor_enrolments').selectAll().where('user_id', '=', admin.user._id).execute()).toEqual(
      [],
    );
    expect(
      await shop.db.selectFrom('two_factor_recovery_codes').selectAll().where('user_id', '=', admin.user._id).execute(),
    ).toEqual([]);
    expect(Object.keys((await adminLogin(admin.email)).json().data).sort()).toEqual(['token', 'user']);
    const notices = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', admin.email)
      .where('kind', '=', 'two-factor-off')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Two-factor sign-in was turned off on your Voltcart admin account');

    // It can be turned on again, with a new secret.
    const again = await enrol(admin);
    expect(again.secret).not.toBe(secret);
  });

  it('takes a recovery code instead of a code, once', async () => {
    const admin = await newAdmin();
    const { recoveryCodes } = await enrol(admin);
    expect((await turnOff(admin, { password: PASSWORD, code: recoveryCodes[3]! })).statusCode).toBe(200);
    expect((await statusOf(admin)).enabled).toBe(false);
  });

  it('stays on with a wrong password or a wrong code, and counts both toward the lockout', async () => {
    const admin = await newAdmin();
    const { secret } = await enrol(admin);
    const wrongPassword = await turnOff(admin, { password: 'not the passphrase', code: await nextStepCode(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toMatch(/password is incorrect/);
    const wrong = await turnOff(admin, { password: PASSWORD, code: await wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/code is not right/);
    // A wrong code is a wrong field here, not a lost session.
    expect((await statusOf(admin)).enabled).toBe(true);
    const failures = await shop.db
      .selectFrom('login_failures')
      .select('failures')
      .where('key', '=', `account:${admin.email}`)
      .executeTakeFirstOrThrow();
    expect(failures.failures).toBe(2);
    const missing = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.twoFactorDisable,
      headers: admin.headers,
      payload: { password: PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('says when it is not on', async () => {
    const admin = await newAdmin();
    const answer = await turnOff(admin, { password: PASSWORD, code: '123456' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Two-factor sign-in is not on for your account.');
  });
});
