import {
  AddressAnswer,
  AddressBody,
  AddressesAnswer,
  apiPaths,
  apiRoutePatterns,
  EmptyAnswer,
  IdParams,
} from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/executor';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import * as addresses from './service';

/** The shopper's address book: their own addresses only (another shopper's id answers 404). */
export function addressRoutes({ db, guards }: { db: Executor; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preHandler: guards.requireUser };

    app.get(
      apiPaths.address.list,
      { schema: { tags: ['address'], response: { 200: AddressesAnswer } }, ...signedIn },
      async (request) => ok(await addresses.listAddresses(db, signedInUser(request)._id)),
    );

    app.post(
      apiPaths.address.create,
      { schema: { tags: ['address'], body: AddressBody, response: { 201: AddressAnswer } }, ...signedIn },
      async (request, reply) => {
        const address = await addresses.addAddress(db, signedInUser(request)._id, request.body);
        return reply.code(201).send(ok(address, 'Address added'));
      },
    );

    app.put(
      apiRoutePatterns.address.one,
      { schema: { tags: ['address'], params: IdParams, body: AddressBody, response: { 200: AddressAnswer } }, ...signedIn },
      async (request) =>
        ok(await addresses.updateAddress(db, signedInUser(request)._id, request.params.id, request.body), 'Address updated'),
    );

    app.delete(
      apiRoutePatterns.address.one,
      { schema: { tags: ['address'], params: IdParams, response: { 200: EmptyAnswer } }, ...signedIn },
      async (request) => {
        await addresses.deleteAddress(db, signedInUser(request)._id, request.params.id);
        return ok(null, 'Address deleted');
      },
    );
  };
}
