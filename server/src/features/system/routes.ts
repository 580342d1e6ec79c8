import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import type { Guards } from '../auth';
import { systemStatus, type SystemParts } from './service';

/** The admin's view of the system (admin role): this process's version, uptime, database, queues, jobs and last errors. */
export function systemRoutes({ guards, ...parts }: SystemParts & { guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    route(apiRoutes.ops.system, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async () =>
      ok(await systemStatus(parts)),
    );
  };
}
