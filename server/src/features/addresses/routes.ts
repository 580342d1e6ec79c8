import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import * as addresses from './service';

/** The shopper's address book: their own addresses only (another shopper's id answers 404). */
export function addressRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { address } = apiRoutes;
    const signedIn = { preHandler: guards.requireUser };

    route(address.list, { schema: { tags: ['address'] }, ...signedIn }, async (request) =>
      ok(await addresses.listAddresses(db, signedInUser(request)._id)),
    );

    route(address.create, { schema: { tags: ['address'] }, ...signedIn }, async (request, reply) => {
      const address = await addresses.addAddress(db, signedInUser(request)._id, request.body);
      return reply.code(201).send(ok(address, 'Address added'));
    });

    route(address.update, { schema: { tags: ['address'] }, ...signedIn }, async (request) =>
      ok(await addresses.updateAddress(db, signedInUser(request)._id, request.params.id, request.body), 'Address updated'),
    );

    route(address.remove, { schema: { tags: ['address'] }, ...signedIn }, async (request) => {
      await addresses.deleteAddress(db, signedInUser(request)._id, request.params.id);
      return ok(null, 'Address deleted');
    });
  };
}
