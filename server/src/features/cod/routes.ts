import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import type { OrderMail } from '../orders';
import { confirmByCode, confirmByToken, resendCode } from './confirmation';
import { codRulesOf, saveCodSettings, toCodSettings } from './settings';

/**
 * The shopper's confirmation of their own cash-on-delivery order (code, link, a new code), and the admin's rules
 * (admin role). `storefrontUrlOf` names the storefront a new code's link goes to (the request's, as checkout's).
 */
export function codRoutes({
  db,
  guards,
  mail,
  storefrontUrlOf,
}: {
  db: Executor;
  guards: Guards;
  mail: OrderMail;
  storefrontUrlOf: (origin: string | undefined) => string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { cod: table } = apiRoutes;
    const signedIn = { preHandler: guards.requireUser };
    const admin = { preHandler: guards.requireAdmin };

    route(table.confirm, { schema: { tags: ['orders'] }, ...signedIn }, async (request) =>
      ok(
        await confirmByCode(db, mail, signedInUser(request)._id, request.params.id, request.body.code, Date.now()),
        'Your order is confirmed',
      ),
    );

    route(table.confirmByToken, { schema: { tags: ['orders'] }, ...signedIn }, async (request) =>
      ok(await confirmByToken(db, mail, signedInUser(request)._id, request.body.token, Date.now()), 'Your order is confirmed'),
    );

    route(table.resend, { schema: { tags: ['orders'] }, ...signedIn }, async (request) =>
      ok(
        await resendCode(db, signedInUser(request)._id, request.params.id, storefrontUrlOf(request.headers.origin), Date.now()),
        'A new code is on its way to your email',
      ),
    );

    route(table.settings, { schema: { tags: ['admin'] }, ...admin }, async () => ok(toCodSettings(await codRulesOf(db))));

    route(table.updateSettings, { schema: { tags: ['admin'] }, ...admin }, async (request) =>
      ok(await saveCodSettings(db, request.body), 'Cash on delivery rules saved'),
    );
  };
}
