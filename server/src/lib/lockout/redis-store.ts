import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import type { LockoutStore } from './store';

/**
 * Redis away (down, unreachable, refusing): sign-in cannot count its failures, so it answers 503 for a moment rather
 * than a 500 or a sign-in without its lockout.
 */
async function reachingRedis<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    // The cause is in the log already: the connection reports its errors (lib/redis.ts).
    throw new AppError('unavailable', 'Sign-in is briefly unavailable. Please try again in a few seconds.', {
      retryAfterSeconds: 5,
    });
  }
}

/** The lockout counts in Redis (REDIS_URL): a counter that expires with its window, and a lock key. */
export function redisLockoutStore(redis: Redis, prefix = 'voltcart:login:'): LockoutStore {
  const countKey = (key: string) => `${prefix}failures:${key}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  return {
    recordFailure: (key, now, windowMs) =>
      reachingRedis(async () => {
        const [[, failures], , [, lockedUntil]] = (await redis
          .multi()
          .incr(countKey(key))
          .pexpire(countKey(key), windowMs, 'NX')
          .get(lockKey(key))
          .exec()) as [[null, number], unknown, [null, string | null]];
        return { failures, lockedUntil: lockedUntil ? Number(lockedUntil) : null };
      }),
    lockUntil: (key, until) =>
      reachingRedis(async () => {
        await redis.set(lockKey(key), String(until), 'PX', Math.max(1, until - Date.now()));
      }),
    read: (key) =>
      reachingRedis(async () => {
        const [failures, lockedUntil] = await redis.mget(countKey(key), lockKey(key));
        return { failures: Number(failures ?? 0), lockedUntil: lockedUntil ? Number(lockedUntil) : null };
      }),
    clear: (key) =>
      reachingRedis(async () => {
        await redis.del(countKey(key), lockKey(key));
      }),
  };
}
