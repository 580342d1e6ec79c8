import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/engine/executor';
import { contractRoutes } from '../../../lib/contract-routes';
import type { Guards } from '../../auth';
import { ordersCsv } from './orders-csv';

/** GET /api/admin/orders.csv?from=&to=: the orders placed in a range of days as a CSV attachment; admin role. */
export function ordersCsvRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoutes(app)(
      apiRoutes.catalogueCsv.ordersCsv,
      {
        schema: { tags: ['admin'], description: 'The orders of a range of days (UTC, both included) as a CSV attachment.' },
        preHandler: guards.requireAdmin,
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const name = `orders-${from ?? 'start'}-to-${to ?? new Date().toISOString().slice(0, 10)}.csv`;
        return reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'private, no-store',
          })
          .send(await ordersCsv(db, { from, to }));
      },
    );
  };
}
