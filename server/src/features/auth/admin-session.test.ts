import { apiPaths } from '@voltcart/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressIn, downloadInvoice, paidOrder } from '../../../test/invoices';
import { createProduct } from '../../../test/products';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';
import { SESSION_LIFETIME } from '../../lib/sessions';

const PASSWORD = 'an admin passphrase';

/** The admin calls a session is tried on: the user list, the admin's order list, deleting a product. */
const ADMIN_CALLS = [
  ['GET', apiPaths.auth.allUsers],
  ['GET', apiPaths.auth.totalUsers],
  ['GET', apiPaths.orders.adminList],
  ['DELETE', apiPaths.catalog.deleteProduct(newId())],
] as const;

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const session = response.cookies.find((cookie) => cookie.name === 'vc_session');
  return session ? { cookie: `vc_session=${session.value}` } : undefined;
};

/** Shop calls of one shop: an admin of each test's own, its sign-ins and enrolment. */
function adminsOf(shop: () => TestApp) {
  const newAdmin = async () => {
    const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const shopper = await registerShopper(shop(), { email, password: PASSWORD });
    await shop().db.updateTable('users').set({ role: 'admin' }).where('id', '=', shopper.user._id).execute();
    return { email, id: shopper.user._id, registeredSession: shopper.headers };
  };
  const adminLogin = (email: string, code?: string) =>
    shop().app.inject({
      method: 'POST',
      url: apiPaths.auth.adminLogin,
      payload: { email, password: PASSWORD, ...(code === undefined ? {} : { code }) },
    });
  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    shop().app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  /** Setup and confirm with the password and a code from the secret shown; answers the secret. */
  const enrol = async (headers: Record<string, string>) => {
    const setup = await call('POST', apiPaths.auth.twoFactorSetup, headers);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const confirm = await call('POST', apiPaths.auth.twoFactorConfirm, headers, {
      password: PASSWORD,
      code: await generate({ secret }),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return secret;
  };
  return { newAdmin, adminLogin, call, enrol };
}

describe('an admin with two-factor sign-in on', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());
  const { newAdmin, adminLogin, call, enrol } = adminsOf(() => shop);

  it("gets no session from the shopper's sign-in, which points to admin sign-in, and nothing of the admin area", async () => {
    const admin = await newAdmin();
    const { headers } = { headers: sessionCookie(await adminLogin(admin.email))! };
    await enrol(headers);
    const sessionsBefore = await shop.db.selectFrom('sessions').select('token_hash').where('user_id', '=', admin.id).execute();

    const shopperRoute = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { email: admin.email, password: PASSWORD },
    });
    expect(shopperRoute.statusCode).toBe(403);
    expect(shopperRoute.json()).toMatchObject({ success: false, message: expect.stringContaining('/admin-login') });
    expect(sessionCookie(shopperRoute)).toBeUndefined();
    expect(await shop.db.selectFrom('sessions').select('token_hash').where('user_id', '=', admin.id).execute()).toEqual(
      sessionsBefore,
    );
    // A wrong password there is the usual 401: the refusal tells only someone who knows the password.
    const wrong = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { email: admin.email, password: 'not the passphrase' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("refuses every admin call to the shopper session an admin's account has, though check-auth knows the admin", async () => {
    const admin = await newAdmin();
    const checked = await call('GET', apiPaths.auth.checkAuth, admin.registeredSession);
    expect(checked.json().data).toMatchObject({ email: admin.email, role: 'admin' });
    for (const [method, url] of ADMIN_CALLS) {
      const refused = await call(method, url, admin.registeredSession);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toMatch(/admin sign-in/);
    }
  });

  it("shows another shopper's invoice to the admin's admin session only, not to the admin's shopper session", async () => {
    const admin = await newAdmin();
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 999 });
    const orderId = await paidOrder(shop, shopper, [{ product, quantity: 1 }], addressIn('Karnataka'));
    expect((await downloadInvoice(shop, orderId, admin.registeredSession)).statusCode).toBe(404);
    const adminSession = sessionCookie(await adminLogin(admin.email))!;
    expect((await downloadInvoice(shop, orderId, adminSession)).statusCode).toBe(200);
  });

  it('opens the admin area to admin sign-in with the code, on the admin lifetimes, with the session recording it', async () => {
    const admin = await newAdmin();
    const secret = await enrol(sessionCookie(await adminLogin(admin.email))!);
    const asked = await adminLogin(admin.email);
    expect(asked.json().data).toEqual({ twoFactorRequired: true });
    const signedIn = await adminLogin(admin.email, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json().data;
    for (const [method, url] of ADMIN_CALLS.slice(0, 3))
      expect((await call(method, url, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const cookie = signedIn.cookies.find((each) => each.name === 'vc_session')!;
    expect(cookie.maxAge).toBe(SESSION_LIFETIME.bearer.absoluteMs / 1000);
    const rows = await shop.db
      .selectFrom('sessions')
      .select(['kind', 'second_factor', 'created_at', 'expires_at'])
      .where('user_id', '=', admin.id)
      .execute();
    const latest = rows.find((row) => row.second_factor === 'passed' && row.kind === 'bearer');
    expect(latest).toBeDefined();
    expect(Date.parse(latest!.expires_at) - Date.parse(latest!.created_at)).toBe(SESSION_LIFETIME.bearer.absoluteMs);
  });
});

describe('an admin without two-factor sign-in where the shop requires it (production)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({}, (config) => ({ ...config, admin: { ...config.admin, twoFactorRequired: true } }));
  });
  afterAll(() => shop.close());
  const { newAdmin, adminLogin, call } = adminsOf(() => shop);

  it('gets, after the password, a session that can only enrol, and the area once enrolled with password and code', async () => {
    const admin = await newAdmin();
    const answer = await adminLogin(admin.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, data: { twoFactorEnrolmentRequired: true, token: expect.any(String) } });
    const headers = { authorization: `Bearer ${answer.json().data.token}` };

    for (const [method, url] of ADMIN_CALLS) {
      const refused = await call(method, url, headers);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toMatch(/Turn on two-factor sign-in first/);
    }
    // Nor anything a shopper does.
    expect((await call('GET', apiPaths.cart.view, headers)).statusCode).toBe(403);
    const product = await createProduct(shop, { stock: 5 });
    // Its page answered first, the add goes the kept product's way (cart's keptProductAdder), behind the same guard.
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) })).statusCode).toBe(200);
    expect((await call('POST', apiPaths.cart.add, headers, { productId: product._id })).statusCode).toBe(403);
    expect(await shop.db.selectFrom('cart_items').selectAll().where('user_id', '=', admin.id).execute()).toEqual([]);
    expect((await call('GET', apiPaths.orders.mine, headers)).statusCode).toBe(403);
    // Who is signed in, saying the enrolment is due; the two-factor status and setup.
    expect((await call('GET', apiPaths.auth.checkAuth, headers)).json().data).toMatchObject({
      email: admin.email,
      twoFactorEnrolmentRequired: true,
    });
    expect((await call('GET', apiPaths.auth.twoFactorStatus, headers)).json().data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    expect((await call('POST', apiPaths.auth.twoFactorDisable, headers, { password: PASSWORD, code: '123456' })).statusCode).toBe(
      403,
    );
    const setup = await call('POST', apiPaths.auth.twoFactorSetup, headers);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data as { secret: string };

    // The confirmation answers the recovery codes: it asks for the password.
    const code = await generate({ secret });
    const missing = await call('POST', apiPaths.auth.twoFactorConfirm, headers, { code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password is required/);
    const wrong = await call('POST', apiPaths.auth.twoFactorConfirm, headers, { password: 'not the passphrase', code });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/password is incorrect/);
    expect((await call('GET', apiPaths.auth.twoFactorStatus, headers)).json().data.enabled).toBe(false);
    const confirmed = await call('POST', apiPaths.auth.twoFactorConfirm, headers, { password: PASSWORD, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);

    // Both factors proved right in this session: it opens the admin area now.
    expect((await call('GET', apiPaths.auth.allUsers, headers)).statusCode).toBe(200);
    expect((await call('GET', apiPaths.auth.checkAuth, headers)).json().data).not.toHaveProperty('twoFactorEnrolmentRequired');
  });

  it('turning it off shuts the admin area to every session of the admin until it is set up again', async () => {
    const admin = await newAdmin();
    const first = { authorization: `Bearer ${(await adminLogin(admin.email)).json().data.token}` };
    const setup = await call('POST', apiPaths.auth.twoFactorSetup, first);
    const { secret } = setup.json().data as { secret: string };
    const confirmed = await call('POST', apiPaths.auth.twoFactorConfirm, first, {
      password: PASSWORD,
      code: await generate({ secret }),
    });
    const { recoveryCodes } = confirmed.json().data as { recoveryCodes: string[] };
    // A second session, signed in with both factors.
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const second = { authorization: `Bearer ${(await adminLogin(admin.email, nextCode)).json().data.token}` };
    expect((await call('GET', apiPaths.auth.allUsers, second)).statusCode).toBe(200);

    const off = await call('POST', apiPaths.auth.twoFactorDisable, first, { password: PASSWORD, code: recoveryCodes[0]! });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toMatch(/requires it for admins: set it up again/);
    for (const headers of [first, second]) {
      const refused = await call('GET', apiPaths.auth.allUsers, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/Turn on two-factor sign-in first/);
      expect((await call('GET', apiPaths.auth.checkAuth, headers)).json().data).toMatchObject({
        twoFactorEnrolmentRequired: true,
      });
    }
    expect(
      await shop.db
        .selectFrom('sessions')
        .select('second_factor')
        .where('user_id', '=', admin.id)
        .where('kind', '=', 'bearer')
        .execute(),
    ).toEqual([{ second_factor: 'none' }, { second_factor: 'none' }]);
  });

  it('can sign out of the enrol-only session', async () => {
    const admin = await newAdmin();
    const headers = { authorization: `Bearer ${(await adminLogin(admin.email)).json().data.token}` };
    expect((await call('POST', apiPaths.auth.logout, headers)).statusCode).toBe(200);
    expect((await call('GET', apiPaths.auth.checkAuth, headers)).statusCode).toBe(401);
  });
});

describe('an admin without two-factor sign-in where the shop allows it (development, or ALLOW_ADMIN_WITHOUT_2FA=true)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());
  const { newAdmin, adminLogin, call } = adminsOf(() => shop);

  it('signs in to the admin area with the password alone, as before', async () => {
    expect(shop.config.admin.twoFactorRequired).toBe(false);
    const admin = await newAdmin();
    const answer = await adminLogin(admin.email);
    expect(Object.keys(answer.json().data).sort()).toEqual(['token', 'user']);
    const headers = { authorization: `Bearer ${answer.json().data.token}` };
    for (const [method, url] of ADMIN_CALLS.slice(0, 3)) expect((await call(method, url, headers)).statusCode).toBe(200);
  });
});
