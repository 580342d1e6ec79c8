import { apiPaths, SubscribeAnswer, SubscribeBody } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/executor';
import { ok } from '../../lib/reply';
import { subscribe } from './service';
import { RATE_LIMIT } from '../../lib/rate-limits';

export function newsletterRoutes({ db }: { db: Executor }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(apiPaths.newsletter.subscribe, { schema: { tags: ['newsletter'], body: SubscribeBody, response: { 200: SubscribeAnswer } }, config: { rateLimit: RATE_LIMIT.newsletter } }, async (request) => {
      const { email } = request.body;
      await subscribe(db, email);
      return ok({ email }, 'Thanks for subscribing! Watch your inbox for our best offers.');
    });
  };
}
