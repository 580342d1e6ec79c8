import type { Redis } from 'ioredis';

/** How many answers of one kind a key has had in its window, and when that window ends (epoch milliseconds). */
export type AnswerCount = { count: number; resetAt: number };

/**
 * Counts the answers of one kind each key has had, in fixed windows: in Redis when REDIS_URL is set, so every process
 * counts together, else in this process's memory (as the request limits count).
 */
export interface AnswerCounts {
  read(key: string): Promise<AnswerCount>;
  /** Adds one under `key`; a key with no window open starts one of `windowMs`. */
  add(key: string, windowMs: number): Promise<void>;
}

/** Keys kept in memory at most (the request limits keep as many): past it the oldest window is forgotten. */
const MEMORY_KEYS = 5000;

export function memoryAnswerCounts(now: () => number = Date.now): AnswerCounts {
  const counts = new Map<string, AnswerCount>();
  return {
    async read(key) {
      const kept = counts.get(key);
      return kept && kept.resetAt > now() ? { ...kept } : { count: 0, resetAt: now() };
    },
    async add(key, windowMs) {
      const at = now();
      const kept = counts.get(key);
      if (kept && kept.resetAt > at) {
        kept.count += 1;
        return;
      }
      counts.delete(key);
      if (counts.size >= MEMORY_KEYS) counts.delete(counts.keys().next().value!);
      counts.set(key, { count: 1, resetAt: at + windowMs });
    },
  };
}

/** The counts as Redis keys that expire with their window. */
export function redisAnswerCounts(redis: Redis, prefix: string): AnswerCounts {
  return {
    async read(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(`${prefix}${key}`).pttl(`${prefix}${key}`).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(0, ttl) };
    },
    async add(key, windowMs) {
      await redis.multi().incr(`${prefix}${key}`).pexpire(`${prefix}${key}`, windowMs, 'NX').exec();
    },
  };
}
