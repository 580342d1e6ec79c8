import { apiPaths } from '@voltcart/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { createProduct } from '../../test/products';
import { registerShopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANSWER_LIMIT, RATE_LIMIT } from './rate-limits';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log('rate limits shared through Redis: skipped, TEST_REDIS_URL is not set');

const opened: TestApp[] = [];
async function shopWith(env: Record<string, string>) {
  const shop = await createTestApp(env);
  opened.push(shop);
  return shop;
}
afterAll(async () => {
  for (const shop of opened) await shop.close();
});

/** An address of its own for each test run, so counts kept in Redis by an earlier run do not interfere. */
const freshAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const subscribe = (shop: TestApp, remoteAddress: string, index: number) =>
  shop.app.inject({
    method: 'POST',
    url: apiPaths.newsletter.subscribe,
    remoteAddress,
    payload: { email: `reader${index}@example.com` },
  });

describe('request limits', () => {
  it('answers 429 with Retry-After and the envelope past the newsletter limit, per address', async () => {
    const shop = await shopWith({ RATE_LIMITS: 'on' });
    const address = freshAddress();
    for (let index = 0; index < RATE_LIMIT.newsletter.max; index += 1)
      expect((await subscribe(shop, address, index)).statusCode).toBe(200);
    const refused = await subscribe(shop, address, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ success: false, error: true, message: expect.stringContaining('Too many requests') });
    expect((await subscribe(shop, freshAddress(), 100)).statusCode).toBe(200);
  });

  it('are off with RATE_LIMITS=off (load tests)', async () => {
    const shop = await shopWith({ RATE_LIMITS: 'off' });
    const address = freshAddress();
    for (let index = 0; index <= RATE_LIMIT.newsletter.max + 2; index += 1)
      expect((await subscribe(shop, address, index)).statusCode).toBe(200);
  });

  it.runIf(redisUrl)('count across processes through Redis', async () => {
    const first = await shopWith({ RATE_LIMITS: 'on', REDIS_URL: redisUrl! });
    const second = await shopWith({ RATE_LIMITS: 'on', REDIS_URL: redisUrl! });
    const address = freshAddress();
    for (let index = 0; index < RATE_LIMIT.newsletter.max; index += 1) {
      expect((await subscribe(index % 2 === 0 ? first : second, address, index)).statusCode).toBe(200);
    }
    expect((await subscribe(second, address, 99)).statusCode).toBe(429);
    expect((await subscribe(first, address, 98)).statusCode).toBe(429);
  });
});

describe('limits per person', () => {
  const notifyMe = (shop: TestApp, productId: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    shop.app.inject({ method: 'POST', url: apiPaths.stockAlerts.subscribe, remoteAddress, headers, payload: { productId } });

  it('count a signed-in shopper once, across every session they sign in with and every address', async () => {
    const shop = await shopWith({ RATE_LIMITS: 'on' });
    const product = await createProduct(shop, { stock: 0 });
    const password = 'correct horse battery';
    const shopper = await registerShopper(shop, { password });
    const signIn = async () => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: apiPaths.auth.login,
        payload: { email: shopper.user.email, password },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const session = answer.cookies.find((cookie) => cookie.name === 'vc_session')!;
      return { cookie: `vc_session=${session.value}` };
    };
    const sessions = [shopper.headers, await signIn()];
    for (let index = 0; index < RATE_LIMIT.stockAlert.max; index += 1) {
      const answer = await notifyMe(shop, product._id, sessions[index % 2]!, freshAddress());
      expect(answer.statusCode, answer.body).toBe(200);
    }
    for (const session of [...sessions, await signIn()]) {
      const refused = await notifyMe(shop, product._id, session, freshAddress());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        error: true,
        message: expect.stringContaining('Too many requests'),
      });
    }
    // Another shopper has a count of their own.
    expect((await notifyMe(shop, product._id, (await registerShopper(shop)).headers)).statusCode).toBe(200);
  });

  it('count tokens that sign nobody in by address, however many a caller makes up', async () => {
    const shop = await shopWith({ RATE_LIMITS: 'on' });
    const product = await createProduct(shop, { stock: 0 });
    const address = freshAddress();
    const madeUp = (index: number) => ({ authorization: `Bearer made-up-token-${index}`, cookie: `vc_session=made-up-${index}` });
    for (let index = 0; index < RATE_LIMIT.stockAlert.max; index += 1) {
      expect((await notifyMe(shop, product._id, madeUp(index), address)).statusCode).not.toBe(429);
    }
    expect((await notifyMe(shop, product._id, madeUp(999), address)).statusCode).toBe(429);
  });
});

describe("sign-up's answer that an email has an account", () => {
  const signUp = (shop: TestApp, remoteAddress: string, email: string) =>
    shop.app.inject({
      method: 'POST',
      url: apiPaths.auth.register,
      remoteAddress,
      ...multipartBody({ username: 'Sweeper', email, phone: '9876543210', password: 'correct horse battery' }),
    });

  it(`is given ${ANSWER_LIMIT.takenEmail.max} times an hour to one address, which then signs up no more`, async () => {
    const shop = await shopWith({ RATE_LIMITS: 'on' });
    const sweeper = freshAddress();
    const taken = await Promise.all(
      [0, 1, 2].map((index) => registerShopper(shop, { email: `taken${index}-${Date.now()}@example.com` })),
    );
    expect((await signUp(shop, sweeper, `free-${Date.now()}@example.com`)).statusCode).toBe(201);
    for (let index = 0; index < ANSWER_LIMIT.takenEmail.max; index += 1) {
      const answer = await signUp(shop, sweeper, taken[index % taken.length]!.user.email);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('An account with this email already exists');
    }
    for (const email of [taken[0]!.user.email, `another-free-${Date.now()}@example.com`]) {
      const refused = await signUp(shop, sweeper, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({
        success: false,
        error: true,
        message: expect.stringContaining('Too many requests'),
      });
    }
    // Someone else's address is not held to the sweeper's count.
    expect((await signUp(shop, freshAddress(), taken[0]!.user.email)).statusCode).toBe(409);
    expect((await signUp(shop, freshAddress(), `third-free-${Date.now()}@example.com`)).statusCode).toBe(201);
  });

  it.runIf(redisUrl)('is counted across processes through Redis', async () => {
    const first = await shopWith({ RATE_LIMITS: 'on', REDIS_URL: redisUrl! });
    const second = await shopWith({ RATE_LIMITS: 'on', REDIS_URL: redisUrl! });
    const sweeper = freshAddress();
    // Each test shop has a database of its own: the account is made in both, as one shared database would hold it.
    const email = `taken-${Date.now()}@example.com`;
    // Made from an address of their own too: sign-up's per-address limit is counted in the same shared Redis.
    await Promise.all([
      registerShopper(first, { email }, { remoteAddress: freshAddress() }),
      registerShopper(second, { email }, { remoteAddress: freshAddress() }),
    ]);
    for (let index = 0; index < ANSWER_LIMIT.takenEmail.max; index += 1) {
      expect((await signUp(index % 2 === 0 ? first : second, sweeper, email)).statusCode).toBe(409);
    }
    expect((await signUp(second, sweeper, email)).statusCode).toBe(429);
    expect((await signUp(first, sweeper, `free-${Date.now()}@example.com`)).statusCode).toBe(429);
  });
});
