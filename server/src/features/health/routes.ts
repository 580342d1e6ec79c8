import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Engine } from '../../db/engine/database';
import { contractRoutes } from '../../lib/contract-routes';
import { failure, ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import type { Readiness } from './readiness';

/**
 * Liveness (the process runs: restart it if this fails) and readiness (send it requests: take it out of the load
 * balancer while this fails). Readiness keeps the health call's shape the spec's client reads.
 */
export function healthRoutes({ engine, readiness }: { engine: Engine; readiness: Readiness }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    route(apiRoutes.ops.health, { schema: { tags: ['ops'] }, ...publicRoute }, async (_request, reply) => {
      const notReady = await readiness.notReadyBecause();
      if (notReady) return reply.code(503).header('retry-after', '5').send(failure('unavailable', notReady));
      return ok({ status: 'ok' as const, database: engine });
    });
    route(apiRoutes.ops.live, { schema: { tags: ['ops'] }, ...publicRoute }, async () => ok({ status: 'live' as const }));
  };
}
