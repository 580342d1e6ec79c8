import { apiPaths, envelope } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable, type Engine } from '../../db/database';
import type { Executor } from '../../db/executor';
import { failure, ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';

const HealthAnswer = envelope(z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }).nullable());

export function healthRoutes({ db, engine }: { db: Executor; engine: Engine }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.health,
      { schema: { tags: ['ops'], response: { 200: HealthAnswer, 503: HealthAnswer } }, ...publicRoute },
      async (_request, reply) => {
        if (!(await isDatabaseReachable(db))) {
          return reply
            .code(503)
            .header('retry-after', '5')
            .send(failure(`The database (${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}) is not reachable`));
        }
        return ok({ status: 'ok' as const, database: engine });
      },
    );
  };
}
