import { readdirSync, existsSync } from 'node:fs';
import { apiPaths } from '@voltcart/contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart';
import { postRawBody } from '../../../test/raw-bodies';
import { postAdminLogin, registerShopper, signInAdmin } from '../../../test/shoppers';
import { createTestApp, pngBytes, type TestApp } from '../../../test/test-app';
import { register as registerAccount } from './service';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) });
});
afterAll(() => shop.close());

const register = (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) =>
  shop.app.inject({ method: 'POST', url: apiPaths.auth.register, ...multipartBody(fields, files) });

const validFields = (email: string) => ({ username: 'Asha Rao', email, phone: '9876543210', password: 'long enough password' });

describe('registration', () => {
  it('creates the account with an avatar stored as WebP, signs the shopper in and never answers the hash', async () => {
    const response = await register(validFields('asha@example.com'), [
      { field: 'file', filename: 'me.png', contentType: 'image/png', bytes: await pngBytes() },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      error: false,
      data: { username: 'Asha Rao', email: 'asha@example.com', role: 'user' },
    });
    expect(body.data.imageUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    expect(response.body).not.toMatch(/password|argon2/i);
    expect(response.cookies.find((cookie) => cookie.name === 'vc_session')?.httpOnly).toBe(true);

    const avatar = await shop.app.inject({ method: 'GET', url: body.data.imageUrl });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['cache-control']).toContain('immutable');

    const row = await shop.db.selectFrom('users').selectAll().where('email', '=', 'asha@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('ignores a role sent by the browser', async () => {
    const response = await register({ ...validFields('sneaky@example.com'), role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.role).toBe('user');
  });

  it('answers 409 for an email that is already registered', async () => {
    await register(validFields('twice@example.com'));
    const response = await register(validFields('TWICE@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, error: true, message: 'An account with this email already exists' });
  });

  it('keeps neither the account nor its session when a listener of the registration fails', async () => {
    const email = 'listener-fails@example.com';
    const fields = { ...validFields(email), email };
    const onRegistered = async () => {
      throw new Error('the welcome mail could not be queued');
    };
    // No avatar, so no uploads store is asked.
    await expect(
      registerAccount(shop.db, shop.config.sessionSecret, undefined as never, fields, undefined, { onRegistered }),
    ).rejects.toThrow('welcome mail');
    expect(await shop.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    // The same address registers afterwards, its welcome mail in the same transaction as the account.
    expect((await register(fields)).statusCode).toBe(201);
    const user = await shop.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await shop.db.selectFrom('mail_outbox').select('kind').where('recipient', '=', email).execute()).toEqual([
      { kind: 'welcome' },
    ]);
    expect(await shop.db.selectFrom('sessions').select('user_id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it.each([
    ['username', { username: '' }, 'Enter your name'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address, like name@example.com'],
    ['phone', { phone: 'call me' }, 'Phone number is 7 to 15 digits (a + may start it)'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
  ])('answers 400 naming the %s field in words when it is invalid', async (field, change, words) => {
    const response = await register({ ...validFields(`bad-${field}@example.com`), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: words, fields: { [field]: words } });
  });

  it('answers 415 for a text file posing as a PNG and stores nothing', async () => {
    const before = await shop.db.selectFrom('users').select('id').execute();
    const response = await register(validFields('fake-png@example.com'), [
      { field: 'file', filename: 'avatar.png', contentType: 'image/png', bytes: Buffer.from('just some text, honest') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await shop.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    const avatars = path.join(shop.config.uploadsDir, 'avatars');
    const stored = existsSync(avatars) ? readdirSync(avatars) : [];
    expect(stored.every((file) => !file.includes('fake'))).toBe(true);
    expect(
      await shop.db.selectFrom('users').where('email', '=', 'fake-png@example.com').select('id').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers 413 for an avatar over the size limit', async () => {
    const response = await register(validFields('huge@example.com'), [
      { field: 'file', filename: 'huge.png', contentType: 'image/png', bytes: Buffer.alloc(3 * 1024 * 1024, 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('answers 415 when the form is not multipart', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.register,
      payload: validFields('json@example.com'),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('login, session check and logout', () => {
  it('signs in with the right password, rotates the session, and logout ends it', async () => {
    const shopper = await registerShopper(shop, { email: 'login@example.com', password: 'right password' });

    const login = await shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      headers: shopper.headers,
      payload: { email: 'Login@Example.com', password: 'right password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, message: 'Login successful', data: { email: 'login@example.com' } });
    const newCookie = `vc_session=${login.cookies.find((cookie) => cookie.name === 'vc_session')!.value}`;
    expect(newCookie).not.toBe(shopper.cookie);

    // The session from before the login no longer works.
    const old = await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: shopper.headers });
    expect(old.statusCode).toBe(401);

    const check = await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: { cookie: newCookie } });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.email).toBe('login@example.com');

    const logout = await shop.app.inject({ method: 'GET', url: apiPaths.auth.logout, headers: { cookie: newCookie } });
    expect(logout.json()).toMatchObject({ success: true, message: 'Logout successful' });
    const after = await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: { cookie: newCookie } });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 "Login failed" for a wrong password or an unknown email', async () => {
    await registerShopper(shop, { email: 'wrong@example.com', password: 'right password' });
    for (const payload of [
      { email: 'wrong@example.com', password: 'not the password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const response = await shop.app.inject({ method: 'POST', url: apiPaths.auth.login, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('Login failed');
    }
  });

  it('answers 400 naming the field for a missing password and for malformed JSON', async () => {
    const missing = await shop.app.inject({ method: 'POST', url: apiPaths.auth.login, payload: { email: 'a@example.com' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Enter your password', fields: { password: 'Enter your password' } });

    const malformed = await postRawBody(shop, apiPaths.auth.login, 'application/json', '{"email": "a@example.com", ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, error: true, message: 'The request body is not valid JSON' });
  });

  it('answers 413 for a 20 MB body', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(20 * 1024 * 1024) });
    const response = await postRawBody(shop, apiPaths.auth.login, 'application/json', body);
    expect(response.statusCode).toBe(413);
  });

  it('answers 401 from check-auth without a session', async () => {
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: true, data: null });
  });
});

describe('admin sign-in and admin data', () => {
  it('gives an admin a bearer token that works for admin calls', async () => {
    const admin = await signInAdmin(shop);
    expect(admin.user.role).toBe('admin');
    const total = await shop.app.inject({
      method: 'GET',
      url: apiPaths.auth.totalUsers,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(total.statusCode).toBe(200);
    const count = await shop.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(total.json().data).toBe(Number(count.n));

    const users = await shop.app.inject({ method: 'GET', url: apiPaths.auth.allUsers, headers: admin.headers });
    expect(users.statusCode).toBe(200);
    expect(users.json().data.length).toBe(Number(count.n));
    expect(users.body).not.toMatch(/argon2|password/i);
  });

  it('refuses a shopper at admin login with 403', async () => {
    await registerShopper(shop, { email: 'not-admin@example.com', password: 'shopper password' });
    const response = await postAdminLogin(shop, { email: 'not-admin@example.com', password: 'shopper password' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Access denied. Admins only.');
  });

  it('answers 401 without a session and 403 for a shopper on admin calls', async () => {
    const shopper = await registerShopper(shop);
    for (const url of [apiPaths.auth.totalUsers, apiPaths.auth.allUsers]) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const forbidden = await shop.app.inject({ method: 'GET', url, headers: shopper.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Access denied. Admins only.');
    }
  });
});
