import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { databaseLockoutStore } from './database-store';
import { createLoginLockout, LOCKOUT_POLICY } from './lockout';
import { redisLockoutStore } from './redis-store';
import type { LockoutStore } from './store';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log('lockout on Redis: skipped, TEST_REDIS_URL is not set');

let shop: TestApp;
let redis: Redis | undefined;

beforeAll(async () => {
  shop = await createTestApp();
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  await shop.close();
  redis?.disconnect();
});

const stores: [string, () => LockoutStore][] = [
  ['the database', () => databaseLockoutStore(shop.db)],
  ...(redisUrl ? [['Redis', () => redisLockoutStore(redis!, `voltcart-test:${Date.now()}:`)] as [string, () => LockoutStore]] : []),
];

describe.each(stores)('sign-in lockout in %s', (_name, makeStore) => {
  const email = () => `victim-${Math.random().toString(36).slice(2)}@example.com`;

  it('locks an account after five failures, whatever the address, with growing delays', async () => {
    const lockout = createLoginLockout(makeStore(), shop.app.log);
    const victim = email();
    const now = Date.now();
    for (let attempt = 0; attempt < 4; attempt += 1) await lockout.recordFailure(victim, `10.0.0.${attempt}`, now);
    await expect(lockout.assertAllowed(victim, '10.0.0.99', now)).resolves.toBeUndefined();

    await lockout.recordFailure(victim, '10.0.0.5', now);
    await expect(lockout.assertAllowed(victim, '10.0.0.99', now)).rejects.toMatchObject({ statusCode: 429 });
    // The first lock is short; once it passes, the next failure locks for twice as long.
    const afterFirst = now + LOCKOUT_POLICY.accountFirstLockMs + 1;
    await expect(lockout.assertAllowed(victim, '10.0.0.99', afterFirst)).resolves.toBeUndefined();
    await lockout.recordFailure(victim, '10.0.0.6', afterFirst);
    await expect(lockout.assertAllowed(victim, '10.0.0.99', afterFirst + LOCKOUT_POLICY.accountFirstLockMs + 1)).rejects.toMatchObject({
      statusCode: 429,
      options: { retryAfterSeconds: 30 },
    });
    await expect(lockout.assertAllowed(victim, '10.0.0.99', afterFirst + 2 * LOCKOUT_POLICY.accountFirstLockMs + 1)).resolves.toBeUndefined();
  });

  it('forgets an account\'s failures after a correct password', async () => {
    const lockout = createLoginLockout(makeStore(), shop.app.log);
    const shopper = email();
    for (let attempt = 0; attempt < 4; attempt += 1) await lockout.recordFailure(shopper, '10.1.0.1');
    await lockout.recordSuccess(shopper);
    for (let attempt = 0; attempt < 4; attempt += 1) await lockout.recordFailure(shopper, '10.1.0.1');
    await expect(lockout.assertAllowed(shopper, '10.1.0.1')).resolves.toBeUndefined();
  });

  it('refuses one address that tries many accounts, but not other addresses', async () => {
    const lockout = createLoginLockout(makeStore(), shop.app.log);
    const sprayer = `10.2.${Math.floor(Math.random() * 250)}.7`;
    for (let attempt = 0; attempt < LOCKOUT_POLICY.addressMaxFailures; attempt += 1) await lockout.recordFailure(email(), sprayer);
    await expect(lockout.assertAllowed(email(), sprayer)).rejects.toMatchObject({ statusCode: 429 });
    await expect(lockout.assertAllowed(email(), '10.3.0.1')).resolves.toBeUndefined();
  });
});
