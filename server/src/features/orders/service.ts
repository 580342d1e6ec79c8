import {
  rupeesFromPaise,
  type Order,
  type UpdateOrderStatusBody,
  type TopSellingProduct,
  type PageQuery,
} from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import type { OrderRow } from '../../db/engine/schema';
import { notFound } from '../../lib/errors';
import { usersByIds } from '../auth';
import { productsByIds } from '../catalog';
import { creditNotesOfOrders } from './credit-notes/repo';
import { toOrder, type LatestPaymentsLookup } from './order-view';
import * as repo from './repo';
import type { OrderMail } from './messages';
import { moveOrderByAdmin } from './status';
import { shippingInputOf } from './shipments/shipping-input';
import { shipmentOf, timelineFactsOf, timelineOf } from './shipments/timeline';

const TOP_SELLING_LIMIT = 10;

/** Order rows → API orders, loading items, payments (and customers when asked) in one query each. */
async function toOrders(
  db: Executor,
  paymentsOf: LatestPaymentsLookup,
  rows: OrderRow[],
  withCustomer: boolean,
): Promise<Order[]> {
  const orderIds = rows.map((row) => row.id);
  const [items, payments, timelines, creditNotes, customers] = await Promise.all([
    repo.itemsOf(db, orderIds),
    paymentsOf(db, orderIds),
    timelineFactsOf(db, orderIds),
    creditNotesOfOrders(db, orderIds),
    withCustomer
      ? usersByIds(
          db,
          rows.map((row) => row.user_id),
        )
      : undefined,
  ]);
  return rows.map((row) => {
    const order = toOrder(row, items.get(row.id) ?? [], payments.get(row.id), customers?.get(row.user_id));
    const facts = timelines.get(row.id)!;
    const shipment = shipmentOf(facts);
    const notes = creditNotes.get(row.id) ?? [];
    return {
      ...order,
      ...(shipment ? { shipment } : {}),
      timeline: timelineOf(order, row, facts),
      ...(notes.length === 0
        ? {}
        : {
            creditNotes: notes.map((note) => ({
              _id: note.id,
              number: note.credit_note_number,
              amount: rupeesFromPaise(note.amount_paise),
            })),
          }),
    };
  });
}

/** A user's orders newest first, whatever their payment came to (pending and failed ones too). */
export async function listMyOrders(db: Executor, paymentsOf: LatestPaymentsLookup, userId: string): Promise<Order[]> {
  return toOrders(db, paymentsOf, await repo.listOrders(db, { userId }), false);
}

/** Everyone's orders newest first, with their customers (admin). */
export async function listAllOrders(db: Executor, paymentsOf: LatestPaymentsLookup, page: PageQuery): Promise<Order[]> {
  return toOrders(db, paymentsOf, await repo.listOrders(db, {}, page), true);
}

export const countMyOrders = (db: Executor, userId: string) => repo.countOrdersOf(db, userId);

/** Orders that stayed paid (PAID_ORDER_STATUSES): cancelled and refunded ones are not sales. */
export const countPaidOrders = (db: Executor) => repo.countPaidOrders(db);

/** Revenue of orders that stayed paid, in rupees. */
export async function paidTotalRupees(db: Executor): Promise<number> {
  return rupeesFromPaise(await repo.sumPaidTotalsPaise(db));
}

export async function topSellingProducts(db: Executor): Promise<TopSellingProduct[]> {
  const sold = await repo.topSellingProductIds(db, TOP_SELLING_LIMIT);
  const productById = await productsByIds(
    db,
    sold.map((entry) => entry.productId),
  );
  return sold.flatMap(({ productId, totalQuantity }) => {
    const product = productById.get(productId);
    return product ? [{ _id: productId, totalQuantity, productDetails: [product] }] : [];
  });
}

/** One order as the API shows it (with its customer when asked), e.g. after a cancel. */
export async function orderById(
  db: Executor,
  paymentsOf: LatestPaymentsLookup,
  orderId: string,
  withCustomer: boolean,
): Promise<Order> {
  const [order] = await repo.findOrders(db, [orderId]);
  if (!order) throw notFound('Order');
  return (await toOrders(db, paymentsOf, [order], withCustomer))[0]!;
}

/** An admin's status change; answers the order as it is afterwards, with its customer. */
export async function updateStatusByAdmin(
  db: Executor,
  paymentsOf: LatestPaymentsLookup,
  mail: OrderMail,
  orderId: string,
  move: Pick<UpdateOrderStatusBody, 'status' | 'cashCollected' | 'courier' | 'awb' | 'trackingUrl'>,
): Promise<Order> {
  const [order] = await repo.findOrders(db, [orderId]);
  if (!order) throw notFound('Order');
  await moveOrderByAdmin(
    db,
    mail,
    { id: orderId, status: order.status, paymentMethod: order.payment_method },
    move.status,
    move.cashCollected,
    move.status === 'Shipped' ? shippingInputOf(move) : undefined,
  );
  const [moved] = await repo.findOrders(db, [orderId]);
  return (await toOrders(db, paymentsOf, [moved!], true))[0]!;
}
