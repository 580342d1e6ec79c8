import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords';
import { hashSessionToken, SESSION_LIFETIME } from '../../lib/sessions';
import { registerShopper, registrationForm, signInAdmin } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: apiPaths.auth.login, payload: { email, password }, headers });

describe('password guessing', () => {
  it('locks the account after five wrong passwords, even for the right one and whatever X-Forwarded-For claims', async () => {
    await registerShopper(shop, { email: 'guessed@example.com', password: 'the real password' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await login('guessed@example.com', `guess ${attempt}`, { 'x-forwarded-for': `203.0.113.${attempt}` });
      expect(answer.statusCode).toBe(401);
    }
    const blocked = await login('guessed@example.com', 'the real password', { 'x-forwarded-for': '198.51.100.77' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json().message).toContain('Too many failed sign-ins for this account');
    const rows = await shop.db
      .selectFrom('login_failures')
      .selectAll()
      .where('key', '=', 'account:guessed@example.com')
      .execute();
    expect(rows[0]).toMatchObject({ failures: 5 });
  });

  it('counts every failure against the socket address when no proxy is trusted', async () => {
    await login('someone@example.com', 'wrong password', { 'x-forwarded-for': '192.0.2.1' });
    const addresses = await shop.db.selectFrom('login_failures').select('key').where('key', 'like', 'address:%').execute();
    expect(addresses.map((row) => row.key)).not.toContain('address:192.0.2.1');
    expect(addresses.map((row) => row.key)).toContain('address:127.0.0.1');
  });
});

describe('new passwords', () => {
  it('refuses one of the most common passwords with a clear message', async () => {
    const form = registrationForm({ username: 'Common Choice', email: 'common@example.com', password: 'password123' });
    const answer = await shop.app.inject({ method: 'POST', url: apiPaths.auth.register, ...form });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: COMMON_PASSWORD_MESSAGE, fields: { password: COMMON_PASSWORD_MESSAGE } });
  });

  it('upgrades a hash made with older parameters at the next sign-in', async () => {
    const shopper = await registerShopper(shop, { email: 'old-hash@example.com', password: 'an old passphrase' });
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash('an old passphrase', { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await shop.db.updateTable('users').set({ password_hash: weak }).where('id', '=', shopper.user._id).execute();
    expect((await login('old-hash@example.com', 'an old passphrase')).statusCode).toBe(200);
    const row = await shop.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', shopper.user._id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('sessions', () => {
  it('answers sign-ins with no-store, and signs out with POST', async () => {
    const shopper = await registerShopper(shop, { email: 'no-store@example.com', password: 'a fine passphrase' });
    const answer = await login('no-store@example.com', 'a fine passphrase');
    expect(answer.headers['cache-control']).toBe('no-store');
    const out = await shop.app.inject({ method: 'POST', url: apiPaths.auth.logout, headers: shopper.headers });
    expect(out.statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: shopper.headers })).statusCode).toBe(
      401,
    );
  });

  it('ends a session unused for longer than its idle timeout', async () => {
    const shopper = await registerShopper(shop, { email: 'idle@example.com', password: 'a fine passphrase' });
    const token = shopper.cookie.split('=')[1]!;
    const longAgo = new Date(Date.now() - SESSION_LIFETIME.cookie.idleMs - 60_000).toISOString();
    await shop.db
      .updateTable('sessions')
      .set({ last_seen_at: longAgo })
      .where('token_hash', '=', hashSessionToken(token, shop.config.sessionSecret))
      .execute();
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: shopper.headers })).statusCode).toBe(
      401,
    );
  });

  it('gives admins a token that lives hours, not weeks', async () => {
    const admin = await signInAdmin(shop);
    const row = await shop.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashSessionToken(admin.token, shop.config.sessionSecret))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(SESSION_LIFETIME.bearer.absoluteMs);
    expect(SESSION_LIFETIME.bearer.absoluteMs).toBeLessThanOrEqual(12 * 60 * 60 * 1000);
  });

  it('names the cookie __Host- and marks it Secure when the shop is served over https', async () => {
    const secureShop = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
    try {
      const form = registrationForm({ username: 'Secure Shopper', email: 'secure@example.com', password: 'a fine passphrase' });
      const answer = await secureShop.app.inject({ method: 'POST', url: apiPaths.auth.register, ...form });
      const cookie = answer.cookies.find((one) => one.name === '__Host-vc_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      const check = await secureShop.app.inject({
        method: 'GET',
        url: apiPaths.auth.checkAuth,
        headers: { cookie: `__Host-vc_session=${cookie!.value}` },
      });
      expect(check.statusCode).toBe(200);
      // The plain name is not read over https: a sibling site cannot plant a session.
      const planted = await secureShop.app.inject({
        method: 'GET',
        url: apiPaths.auth.checkAuth,
        headers: { cookie: `vc_session=${cookie!.value}` },
      });
      expect(planted.statusCode).toBe(401);
    } finally {
      await secureShop.close();
    }
  });
});
