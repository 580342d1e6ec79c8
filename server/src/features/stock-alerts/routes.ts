import { apiPaths, NotifyMeAnswer, NotifyMeBody } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/executor';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { ok } from '../../lib/reply';
import type { Guards } from '../auth';
import { requestStockAlert } from './service';

export function stockAlertRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    // Open to guests (they give an email); a signed-in shopper's session supplies their own address.
    app.post(
      apiPaths.stockAlerts.subscribe,
      {
        schema: { tags: ['stock-alerts'], body: NotifyMeBody, response: { 200: NotifyMeAnswer } },
        config: { access: 'public', rateLimit: RATE_LIMIT.stockAlert },
      },
      async (request) => {
        const user = await guards.loadUser(request);
        const alert = await requestStockAlert(db, { productId: request.body.productId, email: request.body.email, user });
        return ok(alert, "We'll email you once when it's back in stock.");
      },
    );
  };
}
