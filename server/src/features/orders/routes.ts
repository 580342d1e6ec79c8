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
import type { OrderService } from './service';

export function orderRoutes({ orders, guards }: { orders: OrderService; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.orders.mine,
      { schema: { tags: ['orders'], response: { 200: OrdersAnswer } }, preHandler: guards.requireUser },
      async (request) => ok(await orders.listMine(signedInUser(request)._id)),
    );

    app.get(
      apiPaths.orders.myTotal,
      { schema: { tags: ['orders'], response: { 200: CountAnswer } }, preHandler: guards.requireUser },
      async (request) => ok(await orders.countMine(signedInUser(request)._id)),
    );

    app.get(
      apiPaths.orders.overallTotal,
      { schema: { tags: ['admin'], response: { 200: CountAnswer } }, preHandler: guards.requireAdmin },
      async () => ok(await orders.countPaidOrders()),
    );

    app.get(
      apiPaths.orders.totalAmount,
      { schema: { tags: ['admin'], response: { 200: AmountAnswer } }, preHandler: guards.requireAdmin },
      async () => ok(await orders.paidTotalRupees()),
    );

    app.get(
      apiPaths.orders.topSelling,
      { schema: { tags: ['admin'], response: { 200: TopSellingAnswer } }, preHandler: guards.requireAdmin },
      async () => ok(await orders.topSellingProducts()),
    );

    app.get(
      apiPaths.orders.adminList,
      { schema: { tags: ['admin'], querystring: PageQuery, response: { 200: OrdersAnswer } }, preHandler: guards.requireAdmin },
      async (request) => ok(await orders.listAll(request.query)),
    );

    app.put(
      apiRoutePatterns.orders.updateStatus,
      {
        schema: { tags: ['admin'], params: IdParams, body: UpdateOrderStatusBody, response: { 200: OrderAnswer } },
        preHandler: guards.requireAdmin,
      },
      async (request) => ok(await orders.updateStatus(request.params.id, request.body.status), 'Order status updated'),
    );
  };
}
