import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { AppError } from '../../lib/errors';
import { signedInUser, type Guards } from '../auth';
import type { Executor } from '../../db/engine/executor';
import { cancelOrder, retryRefund, type OrderRefunds } from './cancel';
import { giveOrderAddress } from './delivery-address';
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
    const route = contractRoutes(app);
    const { orders: table } = apiRoutes;
    route(table.mine, { schema: { tags: ['orders'] }, preHandler: guards.requireUser }, async (request) =>
      ok(await orders.listMyOrders(db, paymentsOf, signedInUser(request)._id)),
    );

    route(table.myTotal, { schema: { tags: ['orders'] }, preHandler: guards.requireUser }, async (request) =>
      ok(await orders.countMyOrders(db, signedInUser(request)._id)),
    );

    route(table.overallTotal, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async () =>
      ok(await orders.countPaidOrders(db)),
    );

    route(table.totalAmount, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async () =>
      ok(await orders.paidTotalRupees(db)),
    );

    route(table.topSelling, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async () =>
      ok(await orders.topSellingProducts(db)),
    );

    route(table.adminList, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async (request) =>
      ok(await orders.listAllOrders(db, paymentsOf, request.query)),
    );

    route(
      table.updateStatus,
      {
        schema: { tags: ['admin'] },
        preHandler: guards.requireAdmin,
      },
      async (request) => {
        const { id } = request.params;
        // Cancelling is more than a status: a paid order is refunded, an unpaid checkout closed.
        if (request.body.status !== 'Cancelled') {
          return ok(await orders.updateStatusByAdmin(db, paymentsOf, mail, id, request.body), 'Order status updated');
        }
        const reason = request.body.reason;
        if (!reason) throw new AppError('invalid_data', 'Give the reason for cancelling the order (the shopper is refunded).');
        await cancelOrder(db, refunds, mail, id, { by: 'admin', reason });
        return ok(await orders.orderById(db, paymentsOf, id, true), 'Order cancelled');
      },
    );

    route(table.cancel, { schema: { tags: ['orders'] }, preHandler: guards.requireUser }, async (request) => {
      const { id } = request.params;
      await cancelOrder(db, refunds, mail, id, { by: 'shopper', userId: signedInUser(request)._id });
      return ok(await orders.orderById(db, paymentsOf, id, false), 'Order cancelled');
    });

    route(table.deliveryAddress, { schema: { tags: ['orders'] }, preHandler: guards.requireUser }, async (request) => {
      const { id } = request.params;
      await giveOrderAddress(db, mail, signedInUser(request)._id, id, request.body.addressId);
      return ok(await orders.orderById(db, paymentsOf, id, false), 'Delivery address saved: your order will ship soon');
    });

    route(table.retryRefund, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async (request) => {
      await retryRefund(db, refunds, request.params.id);
      return ok(await orders.orderById(db, paymentsOf, request.params.id, true), 'Refund retried');
    });

    route(table.partRefund, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async (request) => {
      const { id } = request.params;
      await refunds.refundPart(db, id, { amountRupees: request.body.amount, reason: request.body.reason });
      return ok(await orders.orderById(db, paymentsOf, id, true), 'Refund begun');
    });

    route(table.retryPartRefund, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async (request) => {
      const orderId = await refunds.retryPartRefund(db, request.params.refundId);
      return ok(await orders.orderById(db, paymentsOf, orderId, true), 'Refund retried');
    });

    route(table.receivedBack, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async (request) => {
      await markGoodsReceivedBack(db, request.params.id);
      return ok(await orders.orderById(db, paymentsOf, request.params.id, true), 'Goods received back');
    });
  };
}
