import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseReachable, type Engine } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { failure, ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';

export function healthRoutes({ db, engine }: { db: Executor; engine: Engine }): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoutes(app)(apiRoutes.ops.health, { schema: { tags: ['ops'] }, ...publicRoute }, async (_request, reply) => {
      if (!(await isDatabaseReachable(db))) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(failure('unavailable', `The database (${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}) is not reachable`));
      }
      return ok({ status: 'ok' as const, database: engine });
    });
  };
}
