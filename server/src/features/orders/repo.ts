import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderItemsTable, OrdersTable, PaymentsTable } from '../../db/schema';

export type OrderRow = OrdersTable;
export type OrderItemRow = OrderItemsTable;
export type PaymentRow = Selectable<PaymentsTable>;
export type CustomerRow = { id: string; username: string; email: string };
export type OrderWithCustomerRow = OrderRow & { customer_username: string; customer_email: string };
export type Page = { limit?: number | undefined; offset?: number | undefined };

/** Orders that were never paid; every other status counts as a sale. */
export const UNPAID_STATUSES = ['Payment pending', 'Payment failed'] as const;

function selectOrders(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.username as customer_username', 'users.email as customer_email']);
}

/** Orders newest first: one user's, or everyone's when `userId` is absent. */
export function listOrders(db: Db, filter: { userId?: string }, page: Page = {}): Promise<OrderWithCustomerRow[]> {
  let query = selectOrders(db).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc');
  if (filter.userId !== undefined) query = query.where('orders.user_id', '=', filter.userId);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return query.execute();
}

export function findOrder(db: Db, orderId: string): Promise<OrderWithCustomerRow | undefined> {
  return selectOrders(db).where('orders.id', '=', orderId).executeTakeFirst();
}

/** Items of the given orders, grouped by order id. */
export async function itemsOf(db: Db, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** The latest payment of each of the given orders. */
export async function latestPaymentsOf(db: Db, orderIds: string[]): Promise<Map<string, PaymentRow>> {
  const byOrder = new Map<string, PaymentRow>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, row);
  return byOrder;
}

export async function countOrdersOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countPaidOrders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'not in', UNPAID_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function sumPaidTotalsPaise(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_paise'), eb.lit(0)).as('total'))
    .where('status', 'not in', UNPAID_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Products by quantity sold in paid orders, most first; products deleted since are left out by the join. */
export async function topSellingProductIds(db: Db, limit: number): Promise<{ productId: string; totalQuantity: number }[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select(['products.id as product_id', (eb) => eb.fn.sum<number>('order_items.quantity').as('total_quantity')])
    .where('orders.status', 'not in', UNPAID_STATUSES)
    .groupBy('products.id')
    .orderBy('total_quantity', 'desc')
    .orderBy('products.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ productId: row.product_id, totalQuantity: Number(row.total_quantity) }));
}

/** Moves an order from `from` to `to`; false when its status was no longer `from` (someone else moved it). */
export async function updateOrderStatus(db: Db, orderId: string, from: string, to: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
