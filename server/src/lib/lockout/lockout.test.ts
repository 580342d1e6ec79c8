import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { databaseLockoutStore } from '../../features/auth/lockout-store';
import { createLoginLockout, LOCKOUT_POLICY, type AccountLocked, type LockoutOptions } from './lockout';
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
  ...(redisUrl
    ? [['Redis', () => redisLockoutStore(redis!, `voltcart-test:${Date.now()}:`)] as [string, () => LockoutStore]]
    : []),
];

describe.each(stores)('sign-in lockout in %s', (_name, makeStore) => {
  const email = () => `victim-${Math.random().toString(36).slice(2)}@example.com`;
  const address = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  /** A lockout whose slowing down is recorded, not slept. */
  const lockoutWith = (options: LockoutOptions = {}) => {
    const waits: number[] = [];
    const lockout = createLoginLockout(makeStore(), shop.app.log, { wait: async (ms) => void waits.push(ms), ...options });
    return { lockout, waits };
  };

  it('locks an account at the address guessing it, with growing locks, while its owner elsewhere signs in', async () => {
    const { lockout } = lockoutWith();
    const victim = email();
    const attacker = address();
    const now = Date.now();
    for (let attempt = 0; attempt < 4; attempt += 1) await lockout.recordFailure(victim, attacker, now);
    await expect(lockout.admit(victim, attacker, { now })).resolves.toMatchObject({ accountLock: undefined });

    await lockout.recordFailure(victim, attacker, now);
    await expect(lockout.admit(victim, attacker, { now })).rejects.toMatchObject({ statusCode: 429 });
    // The owner, from another address, is not held up at all.
    await expect(lockout.admit(victim, address(), { now })).resolves.toEqual({ accountLock: undefined, slowedForMs: 0 });
    // The first lock is short; once it passes, the next failure locks for twice as long.
    const afterFirst = now + LOCKOUT_POLICY.pairFirstLockMs + 1;
    await expect(lockout.admit(victim, attacker, { now: afterFirst })).resolves.toMatchObject({ accountLock: undefined });
    await lockout.recordFailure(victim, attacker, afterFirst);
    await expect(lockout.admit(victim, attacker, { now: afterFirst + LOCKOUT_POLICY.pairFirstLockMs + 1 })).rejects.toMatchObject(
      {
        statusCode: 429,
        options: { retryAfterSeconds: 30 },
      },
    );
    await expect(
      lockout.admit(victim, attacker, { now: afterFirst + 2 * LOCKOUT_POLICY.pairFirstLockMs + 1 }),
    ).resolves.toMatchObject({ accountLock: undefined });
  });

  it('makes an account guessed from many addresses wait only briefly, and not at all on a known device', async () => {
    const { lockout } = lockoutWith();
    const victim = email();
    const now = Date.now();
    for (let attempt = 0; attempt < LOCKOUT_POLICY.accountFreeFailures; attempt += 1)
      await lockout.recordFailure(victim, address(), now);
    const { accountLock } = await lockout.admit(victim, address(), { now });
    expect(accountLock).toMatchObject({
      statusCode: 429,
      options: { retryAfterSeconds: LOCKOUT_POLICY.accountFirstDelayMs / 1000 },
    });
    expect(accountLock?.message).toBe('Too many failed sign-ins for this account. Please try again in 5 seconds.');
    await expect(lockout.assertAllowed(victim, address(), now)).rejects.toMatchObject({ statusCode: 429 });
    await expect(lockout.admit(victim, address(), { now, knownDevice: true })).resolves.toMatchObject({ accountLock: undefined });

    // Each further failure doubles the wait, which stays short.
    const later = now + LOCKOUT_POLICY.accountFirstDelayMs + 1;
    expect((await lockout.admit(victim, address(), { now: later })).accountLock).toBeUndefined();
    await lockout.recordFailure(victim, address(), later);
    expect((await lockout.admit(victim, address(), { now: later })).accountLock?.options.retryAfterSeconds).toBe(10);
    for (let attempt = 0; attempt < 20; attempt += 1) await lockout.recordFailure(victim, address(), later);
    expect((await lockout.admit(victim, address(), { now: later })).accountLock?.options.retryAfterSeconds).toBe(
      LOCKOUT_POLICY.accountMaxDelayMs / 1000,
    );
  });

  it("forgets an account's failures after a right sign-in", async () => {
    const { lockout } = lockoutWith();
    const shopper = email();
    for (let attempt = 0; attempt < 4; attempt += 1) await lockout.recordFailure(shopper, '10.1.0.1');
    await lockout.recordSuccess(shopper, '10.1.0.1');
    for (let attempt = 0; attempt < 4; attempt += 1) await lockout.recordFailure(shopper, '10.1.0.1');
    await expect(lockout.assertAllowed(shopper, '10.1.0.1')).resolves.toBeUndefined();
  });

  it('slows down one address that fails across many accounts, rather than refusing it, and no other address', async () => {
    const { lockout, waits } = lockoutWith();
    const sprayer = address();
    for (let attempt = 0; attempt < LOCKOUT_POLICY.addressFreeFailures - 1; attempt += 1)
      await lockout.recordFailure(email(), sprayer);
    await expect(lockout.admit(email(), sprayer)).resolves.toEqual({ accountLock: undefined, slowedForMs: 0 });
    await lockout.recordFailure(email(), sprayer);
    await expect(lockout.admit(email(), sprayer)).resolves.toEqual({
      accountLock: undefined,
      slowedForMs: LOCKOUT_POLICY.addressDelayStepMs,
    });
    for (let attempt = 0; attempt < 40; attempt += 1) await lockout.recordFailure(email(), sprayer);
    await expect(lockout.admit(email(), sprayer)).resolves.toMatchObject({ slowedForMs: LOCKOUT_POLICY.addressMaxDelayMs });
    expect(waits).toEqual([LOCKOUT_POLICY.addressDelayStepMs, LOCKOUT_POLICY.addressMaxDelayMs]);
    await expect(lockout.admit(email(), address())).resolves.toEqual({ accountLock: undefined, slowedForMs: 0 });
  });

  it("tells of an account's first lock and of the whole account starting to wait, not of every failure", async () => {
    const told: AccountLocked[] = [];
    const { lockout } = lockoutWith({ onAccountLocked: async (lock) => void told.push(lock) });
    const victim = email();
    const attacker = address();
    for (let attempt = 0; attempt < 8; attempt += 1) await lockout.recordFailure(victim, attacker);
    expect(told).toEqual([{ email: victim, failures: 5, lockedForMs: LOCKOUT_POLICY.pairFirstLockMs }]);
    for (let attempt = 0; attempt < 10; attempt += 1) await lockout.recordFailure(victim, address());
    expect(told.map((lock) => lock.failures)).toEqual([5, LOCKOUT_POLICY.accountFreeFailures]);
  });
});
