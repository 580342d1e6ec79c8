import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import type { Guards } from '../auth';
import * as variants from './service';

/** The admin's variant groups (admin role only). Each write moves the catalogue's version (0028's triggers). */
export function variantRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { variants: table } = apiRoutes;
    const admin = { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin };

    route(table.group, admin, async (request) => ok(await variants.groupOf(db, request.params.productId)));

    route(table.create, admin, async (request, reply) => {
      const group = await variants.createGroup(db, request.body.productId, request.body.options);
      return reply.code(201).send(ok(group, 'Variant group made'));
    });

    route(table.add, admin, async (request, reply) => {
      const group = await variants.addVariant(db, request.params.productId, request.body.options);
      return reply.code(201).send(ok(group, 'Variant added'));
    });

    route(table.updateOptions, admin, async (request) =>
      ok(await variants.updateOptions(db, request.params.productId, request.body.options), 'Options saved'),
    );

    route(table.remove, admin, async (request) =>
      ok(await variants.removeFromGroup(db, request.params.productId), 'Taken out of the group'),
    );
  };
}
