import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import type { Guards } from '../auth';
import { requestStockAlert } from './service';

export function stockAlertRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { stockAlerts: table } = apiRoutes;
    // Open to guests (they give an email); a signed-in shopper's session supplies their own address.
    route(
      table.subscribe,
      {
        schema: { tags: ['stock-alerts'] },
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
