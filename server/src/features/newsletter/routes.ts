import { apiPaths, ConfirmNewsletterAnswer, ConfirmNewsletterBody, SubscribeAnswer, SubscribeBody } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/executor';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { ok } from '../../lib/reply';
import { confirm, subscribe } from './service';

export function newsletterRoutes({ db, publicUrl }: { db: Executor; publicUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    // The spec's call: same path, body and answer shape; the answer never says whether the address was on the list.
    app.post(
      apiPaths.newsletter.subscribe,
      {
        schema: { tags: ['newsletter'], body: SubscribeBody, response: { 200: SubscribeAnswer } },
        config: { access: 'public', rateLimit: RATE_LIMIT.newsletter },
      },
      async (request) => {
        const { email } = request.body;
        await subscribe(db, email, { publicUrl });
        return ok({ email }, 'Almost there! Check your inbox and click the link we sent to confirm your subscription.');
      },
    );

    app.post(
      apiPaths.newsletter.confirm,
      {
        schema: { tags: ['newsletter'], body: ConfirmNewsletterBody, response: { 200: ConfirmNewsletterAnswer } },
        config: { access: 'public', rateLimit: RATE_LIMIT.newsletter },
      },
      async (request) => {
        await confirm(db, request.body.token);
        return ok({ confirmed: true as const }, 'Your subscription is confirmed. Thanks for joining!');
      },
    );
  };
}
