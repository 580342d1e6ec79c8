import { FULFILMENT_TRANSITIONS, OrderStatus, rupeesFromPaise, type Order, type TopSellingProduct } from '@voltcart/contract';
import type { AppContext } from '../../app-context';
import { nowIso, type Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { productsByIds } from '../catalog';
import { toOrder } from './order-view';
import * as repo from './repo';

export const TOP_SELLING_LIMIT = 10;

/** Order rows → API orders, loading items and payments in two queries. */
async function toOrders(db: Db, rows: repo.OrderWithCustomerRow[], withCustomer: boolean): Promise<Order[]> {
  const orderIds = rows.map((row) => row.id);
  const [items, payments] = await Promise.all([repo.itemsOf(db, orderIds), repo.latestPaymentsOf(db, orderIds)]);
  return rows.map(({ customer_username, customer_email, ...order }) =>
    toOrder(
      order,
      items.get(order.id) ?? [],
      payments.get(order.id),
      withCustomer ? { id: order.user_id, username: customer_username, email: customer_email } : undefined,
    ),
  );
}

/** A user's orders newest first, whatever their payment came to (pending and failed ones too). */
export async function listOrdersForUser(db: Db, userId: string): Promise<Order[]> {
  return toOrders(db, await repo.listOrders(db, { userId }), false);
}

/** One order as the API shows it (with its customer when asked), or undefined. */
export async function findOrderView(
  db: Db,
  orderId: string,
  options: { withCustomer?: boolean } = {},
): Promise<Order | undefined> {
  const row = await repo.findOrder(db, orderId);
  return row ? (await toOrders(db, [row], options.withCustomer ?? false))[0] : undefined;
}

export function createOrderService({ db }: AppContext) {
  return {
    listMine: (userId: string) => listOrdersForUser(db, userId),
    countMine: (userId: string) => repo.countOrdersOf(db, userId),

    /** Orders that were paid, whatever happened to them after (shipped, delivered, cancelled). */
    countPaidOrders: () => repo.countPaidOrders(db),
    /** Revenue of paid orders in rupees. */
    async paidTotalRupees(): Promise<number> {
      return rupeesFromPaise(await repo.sumPaidTotalsPaise(db));
    },

    async topSellingProducts(): Promise<TopSellingProduct[]> {
      const sold = await repo.topSellingProductIds(db, TOP_SELLING_LIMIT);
      const productById = await productsByIds(db, sold.map((entry) => entry.productId));
      return sold.flatMap(({ productId, totalQuantity }) => {
        const product = productById.get(productId);
        return product ? [{ _id: productId, totalQuantity, productDetails: [product] }] : [];
      });
    },

    async listAll(page: repo.Page): Promise<Order[]> {
      return toOrders(db, await repo.listOrders(db, {}, page), true);
    },

    /** An admin moves a paid order along its fulfilment: Pending → Shipped → Delivered, or Cancelled before delivery. */
    async updateStatus(orderId: string, target: OrderStatus): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw notFound('Order');
      const current = OrderStatus.parse(order.status);
      if (!FULFILMENT_TRANSITIONS[current].includes(target)) {
        const allowed = FULFILMENT_TRANSITIONS[current];
        throw new AppError(
          'business_rule',
          allowed.length > 0
            ? `status: an order that is ${current} can only be marked ${allowed.join(' or ')}, not ${target}`
            : `status: an order that is ${current} cannot be changed`,
        );
      }
      if (!(await repo.updateOrderStatus(db, orderId, current, target, nowIso()))) {
        throw new AppError('conflict', 'status: the order changed meanwhile; reload it and try again');
      }
      return (await findOrderView(db, orderId, { withCustomer: true }))!;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
