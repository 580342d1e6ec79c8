import { apiPaths } from '@voltcart/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RATE_LIMIT } from './rate-limits';

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
const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const subscribe = (shop: TestApp, remoteAddress: string, index: number) =>
  shop.app.inject({ method: 'POST', url: apiPaths.newsletter.subscribe, remoteAddress, payload: { email: `reader${index}@example.com` } });

describe('request limits', () => {
  it('answers 429 with Retry-After and the envelope past the newsletter limit, per address', async () => {
    const shop = await shopWith({ RATE_LIMITS: 'on' });
    const address = freshAddress();
    for (let index = 0; index < RATE_LIMIT.newsletter.max; index += 1) expect((await subscribe(shop, address, index)).statusCode).toBe(200);
    const refused = await subscribe(shop, address, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ success: false, error: true, message: expect.stringContaining('Too many requests') });
    expect((await subscribe(shop, freshAddress(), 100)).statusCode).toBe(200);
  });

  it('are off with RATE_LIMITS=off (load tests)', async () => {
    const shop = await shopWith({ RATE_LIMITS: 'off' });
    const address = freshAddress();
    for (let index = 0; index <= RATE_LIMIT.newsletter.max + 2; index += 1) expect((await subscribe(shop, address, index)).statusCode).toBe(200);
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
