import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import type { Guards } from '../auth';
import { estimateDelivery } from './estimate';
import * as rules from './rules';
import { rulesToCsv } from './rules-csv';

/** When a pincode is delivered to (anyone), and the admin's serviceability rules (admin role). */
export function deliveryRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { delivery: table } = apiRoutes;
    const admin = { preHandler: guards.requireAdmin };

    route(table.estimate, { schema: { tags: ['delivery'] }, ...publicRoute }, async (request) =>
      ok(await estimateDelivery(db, request.query.pincode, Date.now())),
    );

    route(table.adminList, { schema: { tags: ['admin'] }, ...admin }, async () => ok(await rules.listRules(db)));

    route(table.adminCreate, { schema: { tags: ['admin'] }, ...admin }, async (request, reply) =>
      reply.code(201).send(ok(await rules.createRule(db, request.body), 'Delivery rule added')),
    );

    route(table.adminUpdate, { schema: { tags: ['admin'] }, ...admin }, async (request) =>
      ok(await rules.updateRule(db, request.params.id, request.body), 'Delivery rule updated'),
    );

    route(table.adminRemove, { schema: { tags: ['admin'] }, ...admin }, async (request) => {
      await rules.deleteRule(db, request.params.id);
      return ok(null, 'Delivery rule deleted');
    });

    route(
      table.adminDownload,
      {
        schema: {
          tags: ['admin'],
          // The answer is a CSV attachment, not the JSON envelope.
          description:
            'Every delivery rule as a CSV file (text/csv attachment): prefix, area, min_days, max_days, cod, serviceable.',
        },
        ...admin,
      },
      async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="delivery-rules.csv"')
          .header('cache-control', 'private, no-store')
          .send(rulesToCsv(await rules.listRules(db))),
    );

    route(table.adminUpload, { schema: { tags: ['admin'] }, ...admin }, async (request) => {
      const upload = await rules.uploadRules(db, request.body.csv, request.body.mode);
      return ok(upload, `Rules uploaded: ${upload.added} added, ${upload.updated} updated, ${upload.removed} removed`);
    });
  };
}
