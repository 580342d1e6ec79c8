import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One Redis connection per process when REDIS_URL is set (rate-limit counters, sign-in lockout), closed with
 * the app. Without REDIS_URL the shop uses its database instead.
 */
export function connectRedis(app: FastifyInstance, redisUrl: string | undefined): Redis | undefined {
  if (!redisUrl) return undefined;
  // Fail calls fast while Redis is away instead of queueing them without bound.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}
