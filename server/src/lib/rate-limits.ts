import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryAnswerCounts, redisAnswerCounts, type AnswerCounts } from './answer-counts';
import { AppError } from './errors';

const HOUR = 60 * 60 * 1000;

/** Who is signed in on a request (the guards' `loadUser`: the route's own guard then reads no session again). */
type PersonOf = (request: FastifyRequest) => Promise<{ _id: string } | null>;

const perAddress = (request: FastifyRequest) => `address:${request.ip}`;

/**
 * The request limits of the shop's writes that anyone can send; routes opt in with `config: { rateLimit }`. One without
 * a key generator of its own counts per person: a signed-in caller by their user id, whichever of their sessions they
 * use, anyone else (a bad or ended token too) by address (TRUST_PROXY decides whose).
 */
export const RATE_LIMIT = {
  signUp: { max: 10, timeWindow: HOUR, keyGenerator: perAddress },
  comment: { max: 20, timeWindow: HOUR },
  review: { max: 5, timeWindow: HOUR },
  upload: { max: 60, timeWindow: HOUR },
  newsletter: { max: 10, timeWindow: HOUR, keyGenerator: perAddress },
  /** Forgot-password, reset and verify links (each mail also has a per-account cap in features/accounts). */
  passwordReset: { max: 10, timeWindow: HOUR, keyGenerator: perAddress },
  resendVerification: { max: 5, timeWindow: HOUR },
  /** Each request mails two addresses. */
  changeEmail: { max: 5, timeWindow: HOUR },
  stockAlert: { max: 20, timeWindow: HOUR },
} satisfies Record<string, RateLimitOptions>;

/** A limit on one kind of answer a call gives one address: past `max` of them within `timeWindow`, the call answers 429. */
export type AnswerLimit = { name: string; status: number; max: number; timeWindow: number };

/** Answers that tell something a sweep could collect; routes opt in with `config: { answerLimit }`. */
export const ANSWER_LIMIT = {
  /** Sign-up's "An account with this email already exists" (the spec's client shows it): no sweeping a list of addresses for accounts. */
  takenEmail: { name: 'taken-email', status: 409, max: 5, timeWindow: HOUR },
} satisfies Record<string, AnswerLimit>;

declare module 'fastify' {
  interface FastifyContextConfig {
    answerLimit?: AnswerLimit;
  }
}

const tooManyRequests = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError('rate_limited', `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
};

/**
 * Registers the request limits and the answer limits (in Redis when REDIS_URL is set, so every process counts together;
 * in process memory otherwise). RATE_LIMITS=off leaves them out for load tests; the sign-in lockout stays.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { enabled: boolean; redis: Redis | undefined; personOf: PersonOf },
): Promise<void> {
  if (!options.enabled) return;
  const { personOf } = options;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'voltcart:rate:' } : {}),
    // Runs before the route's guard, which finds the user this read already kept on the request.
    keyGenerator: async (request) => {
      const person = await personOf(request);
      return person ? `person:${person._id}` : perAddress(request);
    },
    // A Redis outage must not close the shop: the request goes through uncounted.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Please try again in ${context.after}.`, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  limitAnswers(app, options.redis ? redisAnswerCounts(options.redis, 'voltcart:answers:') : memoryAnswerCounts());
}

/**
 * Each route with an `answerLimit` refuses an address that has had `max` of its answers within the window, and counts
 * every such answer it gives. Several requests already in flight may each still get one: the count is of answers given.
 */
function limitAnswers(app: FastifyInstance, counts: AnswerCounts): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.answerLimit;
    if (!limit) return;
    const keyOf = (request: FastifyRequest) => `${limit.name}:${request.ip}`;
    const refuseSpent: onRequestHookHandler = async (request) => {
      const counted = await counts.read(keyOf(request)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'answer limit not read: the request goes through');
        return undefined;
      });
      if (counted && counted.count >= limit.max) throw tooManyRequests(counted.resetAt - Date.now());
    };
    const countAnswer: onResponseHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== limit.status) return;
      await counts
        .add(keyOf(request), limit.timeWindow)
        .catch((error: unknown) => request.log.warn({ err: error }, 'answer limit not counted'));
    };
    route.onRequest = [...hooksOf(route.onRequest), refuseSpent];
    route.onResponse = [...hooksOf(route.onResponse), countAnswer];
  });
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
