import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { confirm, subscribe } from './service';

/** `secret`: the session secret, which signs the unsubscribe link of its mail. */
export function newsletterRoutes({
  db,
  publicUrl,
  secret,
}: {
  db: Executor;
  publicUrl: string;
  secret: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { newsletter: table } = apiRoutes;
    // The spec's call: same path, body and answer shape; the answer never says whether the address was on the list.
    route(
      table.subscribe,
      {
        schema: { tags: ['newsletter'] },
        config: { access: 'public', rateLimit: RATE_LIMIT.newsletter },
      },
      async (request) => {
        const { email } = request.body;
        await subscribe(db, email, { publicUrl, secret });
        return ok({ email }, 'Almost there! Check your inbox and click the link we sent to confirm your subscription.');
      },
    );

    route(
      table.confirm,
      {
        schema: { tags: ['newsletter'] },
        config: { access: 'public', rateLimit: RATE_LIMIT.newsletter },
      },
      async (request) => {
        await confirm(db, request.body.token);
        return ok({ confirmed: true as const }, 'Your subscription is confirmed. Thanks for joining!');
      },
    );
  };
}
