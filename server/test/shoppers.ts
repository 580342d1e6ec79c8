import { apiPaths, type User } from '@voltcart/contract';
import { ensureAdmin } from '../src/features/auth';
import { createTestApp, type TestApp } from './test-app';
import { multipartBody } from './multipart';

export type SignedIn = { user: User; cookie: string; headers: { cookie: string } };

let counter = 0;

/**
 * Registers a shopper through the real call and answers the session cookie. `remoteAddress` is the caller's address
 * (a test whose sign-up limits are counted in a shared Redis gives one of its own).
 */
export async function registerShopper(
  shop: TestApp,
  overrides: Partial<Record<'username' | 'email' | 'phone' | 'password', string>> = {},
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<SignedIn> {
  counter += 1;
  const fields = {
    username: `Shopper ${counter}`,
    email: `shopper${counter}-${Date.now()}@example.com`,
    phone: '9876543210',
    password: 'correct horse battery',
    ...overrides,
  };
  const body = multipartBody(fields);
  const response = await shop.app.inject({
    method: 'POST',
    url: apiPaths.auth.register,
    ...body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return signedInFrom(response);
}

/** Signs in the configured admin (created on demand) and answers its cookie and bearer token. */
export async function signInAdmin(shop: TestApp): Promise<SignedIn & { token: string }> {
  await ensureAdmin(shop.db, shop.config.admin);
  const response = await postAdminLogin(shop, { email: shop.config.admin.email, password: shop.config.admin.password });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
  const signedIn = signedInFrom(response, (body) => body.data.user);
  return { ...signedIn, token: response.json().data.token };
}

/** Sends the admin sign-in call with these credentials, and answers what the shop said. */
export function postAdminLogin(shop: TestApp, credentials: { email: string; password: string }) {
  return shop.app.inject({ method: 'POST', url: apiPaths.auth.adminLogin, payload: credentials });
}

/** The form of the register call for this shopper (the phone is any valid one). */
export function registrationForm(fields: { username: string; email: string; password: string }) {
  return multipartBody({ ...fields, phone: '9876543210' });
}

/** Disables the shopper's account in the database, as an admin's disabling does, while its sessions stay. */
export async function disableAccount(shop: TestApp, userId: string): Promise<void> {
  await shop.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', userId).execute();
}

/** A new test shop and its signed-in admin, for a suite's beforeAll: `({ shop, admin } = await openShopWithAdmin())`. */
export async function openShopWithAdmin(): Promise<{ shop: TestApp; admin: SignedIn & { token: string } }> {
  const shop = await createTestApp();
  return { shop, admin: await signInAdmin(shop) };
}

function signedInFrom(
  response: { cookies: { name: string; value: string }[]; json: () => any },
  pickUser: (body: any) => User = (body) => body.data,
): SignedIn {
  const session = response.cookies.find((cookie) => cookie.name === 'vc_session');
  if (!session) throw new Error('no session cookie set');
  const cookie = `vc_session=${session.value}`;
  return { user: pickUser(response.json()), cookie, headers: { cookie } };
}
