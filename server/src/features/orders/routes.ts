import {
  AmountAnswer,
  apiPaths,
  apiRoutePatterns,
  CountAnswer,
  IdParams,
  OrderAnswer,
  OrdersAnswer,
  PageQuery,
  TopSellingAnswer,
  UpdateOrderStatusBody,
} from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import type { Executor } from '../../db/executor';
import { cancelOrder, retryRefund, type OrderRefunds } from './cancel';
import { markGoodsReceivedBack } from './goods-back';
import type { OrderMail } from './messages';
import type { LatestPaymentsLookup } from './order-view';
import * as orders from './service';

export function orderRoutes(deps: {
  db: Executor;
  guards: Guards;
  paymentsOf: LatestPaymentsLookup;
  refunds: OrderRefunds;
  /** Order emails' links (the shop's public URL). */
  mail: OrderMail;
}): FastifyPluginAsyncZod {
  const { db, guards, paymentsOf, refunds, mail } = deps;
  return async (app) => {
    app.get(
      apiPaths.orders.mine,
      { schema: { tags: ['orders'], response: { 200: OrdersAnswer } }, preHandler: guards.requireUser },
      async (request) => ok(await orders.listMyOrders(db, paymentsOf, signedInUser(request)._id)),
    );

    app.get(
      apiPaths.orders.myTotal,
      { schema: { tags: ['orders'], response: { 200: CountAnswer } }, preHandler: guards.requireUser },
      async (request) => ok(await orders.countMyOrders(db, signedInUser(request)._id)),
    );

    app.get(
      apiPaths.orders.overallTotal,
      { schema: { tags: ['admin'], response: { 200: CountAnswer } }, preHandler: guards.requireAdmin },
      async () => ok(await orders.countPaidOrders(db)),
    );

    app.get(
      apiPaths.orders.totalAmount,
      { schema: { tags: ['admin'], response: { 200: AmountAnswer } }, preHandler: guards.requireAdmin },
      async () => ok(await orders.paidTotalRupees(db)),
    );

    app.get(
      apiPaths.orders.topSelling,
      { schema: { tags: ['admin'], response: { 200: TopSellingAnswer } }, preHandler: guards.requireAdmin },
      async () => ok(await orders.topSellingProducts(db)),
    );

    app.get(
      apiPaths.orders.adminList,
      { schema: { tags: ['admin'], querystring: PageQuery, response: { 200: OrdersAnswer } }, preHandler: guards.requireAdmin },
      async (request) => ok(await orders.listAllOrders(db, paymentsOf, request.query)),
    );

    app.put(
      apiRoutePatterns.orders.updateStatus,
      {
        schema: { tags: ['admin'], params: IdParams, body: UpdateOrderStatusBody, response: { 200: OrderAnswer } },
        preHandler: guards.requireAdmin,
      },
      async (request) => {
        const { id } = request.params;
        // Cancelling is more than a status: a paid order is refunded, an unpaid checkout closed.
        if (request.body.status !== 'Cancelled') {
          return ok(await orders.updateStatusByAdmin(db, paymentsOf, mail, id, request.body.status), 'Order status updated');
        }
        await cancelOrder(db, refunds, mail, id, { by: 'admin' });
        return ok(await orders.orderById(db, paymentsOf, id, true), 'Order cancelled');
      },
    );

    app.post(
      apiRoutePatterns.orders.cancel,
      { schema: { tags: ['orders'], params: IdParams, response: { 200: OrderAnswer } }, preHandler: guards.requireUser },
      async (request) => {
        const { id } = request.params;
        await cancelOrder(db, refunds, mail, id, { by: 'shopper', userId: signedInUser(request)._id });
        return ok(await orders.orderById(db, paymentsOf, id, false), 'Order cancelled');
      },
    );

    app.post(
      apiRoutePatterns.orders.retryRefund,
      { schema: { tags: ['admin'], params: IdParams, response: { 200: OrderAnswer } }, preHandler: guards.requireAdmin },
      async (request) => {
        await retryRefund(db, refunds, request.params.id);
        return ok(await orders.orderById(db, paymentsOf, request.params.id, true), 'Refund retried');
      },
    );

    app.post(
      apiRoutePatterns.orders.receivedBack,
      { schema: { tags: ['admin'], params: IdParams, response: { 200: OrderAnswer } }, preHandler: guards.requireAdmin },
      async (request) => {
        await markGoodsReceivedBack(db, request.params.id);
        return ok(await orders.orderById(db, paymentsOf, request.params.id, true), 'Goods received back');
      },
    );
  };
}
