import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * One Redis connection per process when REDIS_URL is set (rate-limit counters, sign-in lockout), closed with
 * the app. Without REDIS_URL the shop uses its database instead.
 */
export function connectRedis(app: FastifyInstance, redisUrl: string | undefined): Redis | undefined {
  if (!redisUrl) return undefined;
  // Loaded only when used: a shop without Redis keeps the client's memory.
  const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  // While Redis is away a call fails after one retry instead of waiting without bound.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}
