import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import * as coupons from './service';

/** The shopper's coupon box and cart summary (their own cart), and the admin's coupons (admin role). */
export function couponRoutes({
  db,
  guards,
  codTerms,
}: {
  db: Executor;
  guards: Guards;
  /** Cash on delivery's fee and word on the cart (the cod feature's, composed in app.ts). */
  codTerms?: coupons.CartCodTerms;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { coupons: table } = apiRoutes;
    const signedIn = { preHandler: guards.requireUser };
    const admin = { preHandler: guards.requireAdmin };

    route(table.summary, { schema: { tags: ['cart'] }, ...signedIn }, async (request) =>
      ok(await coupons.cartSummaryOf(db, signedInUser(request)._id, codTerms)),
    );

    route(table.apply, { schema: { tags: ['cart'] }, ...signedIn }, async (request) => {
      const { summary, message } = await coupons.applyCoupon(db, signedInUser(request)._id, request.body.code, codTerms);
      return ok(summary, message);
    });

    route(table.remove, { schema: { tags: ['cart'] }, ...signedIn }, async (request) =>
      ok(await coupons.removeCoupon(db, signedInUser(request)._id, codTerms), 'Coupon removed'),
    );

    route(table.adminList, { schema: { tags: ['admin'] }, ...admin }, async () => ok(await coupons.listCoupons(db)));

    route(table.adminCreate, { schema: { tags: ['admin'] }, ...admin }, async (request, reply) =>
      reply.code(201).send(ok(await coupons.createCoupon(db, request.body), 'Coupon added')),
    );

    route(table.adminUpdate, { schema: { tags: ['admin'] }, ...admin }, async (request) =>
      ok(await coupons.updateCoupon(db, request.params.id, request.body), 'Coupon updated'),
    );

    route(table.adminRemove, { schema: { tags: ['admin'] }, ...admin }, async (request) => {
      await coupons.deleteCoupon(db, request.params.id);
      return ok(null, 'Coupon deleted');
    });
  };
}
