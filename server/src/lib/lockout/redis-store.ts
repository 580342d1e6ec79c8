import type { Redis } from 'ioredis';
import type { LockoutStore } from './store';

/** The lockout counts in Redis (REDIS_URL): a counter that expires with its window, and a lock key. */
export function redisLockoutStore(redis: Redis, prefix = 'voltcart:login:'): LockoutStore {
  const countKey = (key: string) => `${prefix}failures:${key}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  return {
    async recordFailure(key, now, windowMs) {
      const [[, failures], , [, lockedUntil]] = (await redis
        .multi()
        .incr(countKey(key))
        .pexpire(countKey(key), windowMs, 'NX')
        .get(lockKey(key))
        .exec()) as [[null, number], unknown, [null, string | null]];
      return { failures, lockedUntil: lockedUntil ? Number(lockedUntil) : null };
    },
    async lockUntil(key, until) {
      await redis.set(lockKey(key), String(until), 'PX', Math.max(1, until - Date.now()));
    },
    async read(key) {
      const [failures, lockedUntil] = await redis.mget(countKey(key), lockKey(key));
      return { failures: Number(failures ?? 0), lockedUntil: lockedUntil ? Number(lockedUntil) : null };
    },
    async clear(key) {
      await redis.del(countKey(key), lockKey(key));
    },
  };
}
