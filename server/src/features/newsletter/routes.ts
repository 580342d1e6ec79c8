import { apiPaths, SubscribeAnswer, SubscribeBody } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import { ok } from '../../lib/reply';

export function newsletterRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(apiPaths.newsletter.subscribe, { schema: { tags: ['newsletter'], body: SubscribeBody, response: { 200: SubscribeAnswer } } }, async (request) => {
      const { email } = request.body;
      // Subscribing twice is fine: the address is stored once.
      await db.insertInto('newsletter_subscribers').values({ email, created_at: nowIso() }).onConflict((oc) => oc.column('email').doNothing()).execute();
      return ok({ email }, 'Thanks for subscribing! Watch your inbox for our best offers.');
    });
  };
}
