import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { sessionCookieName } from './sessions';

const HOUR = 60 * 60 * 1000;

/** A signed-in caller is counted by session, anyone else by address (TRUST_PROXY decides whose). */
const perShopperOrAddress = (request: FastifyRequest) => {
  // The limit runs before the guards load the user: count by the session token the request carries.
  const session = request.headers.authorization ?? request.cookies?.[sessionCookieName(true)] ?? request.cookies?.[sessionCookieName(false)];
  return session ? `session:${session}` : `address:${request.ip}`;
};
const perAddress = (request: FastifyRequest) => `address:${request.ip}`;

/** The request limits of the shop's writes that anyone can send; routes opt in with `config: { rateLimit }`. */
export const RATE_LIMIT = {
  signUp: { max: 10, timeWindow: HOUR, keyGenerator: perAddress },
  comment: { max: 20, timeWindow: HOUR, keyGenerator: perShopperOrAddress },
  upload: { max: 60, timeWindow: HOUR, keyGenerator: perShopperOrAddress },
  newsletter: { max: 10, timeWindow: HOUR, keyGenerator: perAddress },
  /** Forgot-password, reset and verify links (each mail also has a per-account cap in features/accounts). */
  passwordReset: { max: 10, timeWindow: HOUR, keyGenerator: perAddress },
  resendVerification: { max: 5, timeWindow: HOUR, keyGenerator: perShopperOrAddress },
  /** Each request mails two addresses. */
  changeEmail: { max: 5, timeWindow: HOUR, keyGenerator: perShopperOrAddress },
  stockAlert: { max: 20, timeWindow: HOUR, keyGenerator: perShopperOrAddress },
} satisfies Record<string, RateLimitOptions>;

/**
 * Registers the request limits (in Redis when REDIS_URL is set, so every process counts together; in
 * process memory otherwise). RATE_LIMITS=off leaves them out for load tests; the sign-in lockout stays.
 */
export async function registerRateLimits(app: FastifyInstance, options: { enabled: boolean; redis: Redis | undefined }): Promise<void> {
  if (!options.enabled) return;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'voltcart:rate:' } : {}),
    // A Redis outage must not close the shop: the request goes through uncounted.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Please try again in ${context.after}.`, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
