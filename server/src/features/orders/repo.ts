import { PAID_ORDER_STATUSES, type OrderStatus, type PageQuery } from '@voltcart/contract';
import { sql, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/engine/compiled-once';
import type { Executor } from '../../db/engine/executor';
import { paged } from '../../db/engine/paging';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from '../../db/engine/schema';

/** An order and its items (price snapshots), written together (pass the checkout's transaction). */
export async function insertOrder(db: Executor, order: NewOrder, items: NewOrderItem[]): Promise<void> {
  await db.insertInto('orders').values(order).execute();
  if (items.length > 0) await db.insertInto('order_items').values(items).execute();
}

/** Orders newest first: one user's, or everyone's when `userId` is absent. */
export function listOrders(db: Executor, filter: { userId?: string }, page: PageQuery = {}): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  query = paged(query, page);
  return query.execute();
}

export function findOrders(db: Executor, orderIds: string[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute();
}

/** Items of the given orders, grouped by order id. */
export async function itemsOf(db: Executor, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
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

export async function countOrdersOf(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An order in PAID_ORDER_STATUSES was paid online, or (cash on delivery) its cash has been collected. */
const paymentTaken = sql<SqlBool>`(orders.payment_method = 'online' or orders.cash_collected_at is not null)`;

export async function countPaidOrders(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', PAID_ORDER_STATUSES)
    .where(paymentTaken)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Revenue of orders that stayed paid, less every part of them refunded (a whole order refunded no longer counts at all). */
export async function sumPaidTotalsPaise(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_paise'), eb.lit(0)).as('total'))
    .where('status', 'in', PAID_ORDER_STATUSES)
    .where(paymentTaken)
    .executeTakeFirstOrThrow();
  const refunded = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refunds.amount_paise'), eb.lit(0)).as('total'))
    .where('refunds.state', '=', 'COMPLETED')
    .where('orders.status', 'in', PAID_ORDER_STATUSES)
    .where(paymentTaken)
    .executeTakeFirstOrThrow();
  return Number(row.total) - Number(refunded.total);
}

/**
 * Products by quantity sold in orders that stayed paid, most first. Deleting a product sets its items' product_id to null
 * (the snapshot stays), so products deleted since are left out.
 */
export async function topSellingProductIds(db: Executor, limit: number): Promise<{ productId: string; totalQuantity: number }[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.product_id', (eb) => eb.fn.sum<number>('order_items.quantity').as('total_quantity')])
    .where('orders.status', 'in', PAID_ORDER_STATUSES)
    .where(paymentTaken)
    .where('order_items.product_id', 'is not', null)
    .groupBy('order_items.product_id')
    .orderBy('total_quantity', 'desc')
    .orderBy('order_items.product_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ productId: row.product_id!, totalQuantity: Number(row.total_quantity) }));
}

/** Moves an order from `from` to `to`; false when its status was no longer `from` (someone else moved it). */
export async function updateOrderStatus(
  db: Executor,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The status of an order awaiting its payment, written into the SQL (not bound) so that SQLite uses the partial
 * index orders_one_payable_per_user: `.where('orders.status', '=', PAYABLE_STATUS)`.
 */
export const PAYABLE_STATUS = sql.lit<'Payment pending'>('Payment pending');

/**
 * The shopper's one order still awaiting its payment (the unique index orders_one_payable_per_user keeps it one), one
 * row per item with the order's columns beside it; an order without items comes once, with null item columns.
 * Payments joins its latest payment onto it (one statement per checkout).
 */
export function selectPayableOrderLines(db: Executor, userId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['orders.id', 'orders.order_number', 'orders.total_paise', 'orders.delivery_address'])
    .select(['order_items.id as item_id', 'order_items.product_id', 'order_items.quantity', 'order_items.price_paise'])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', PAYABLE_STATUS)
    .orderBy('order_items.id');
}

const payableOrderLines = compiledOnce(selectPayableOrderLines);

export type PayableOrderLineRow = Awaited<ReturnType<typeof payableOrderLines>>[number];

/** `selectPayableOrderLines`, built once (checkout asks on every initiate). */
export const findPayableOrderLines = (db: Executor, userId: string): Promise<PayableOrderLineRow[]> =>
  payableOrderLines(db, userId);

/** Notes why an admin must look at the order. */
export async function setAttentionReason(db: Executor, orderId: string, reason: string, now: string): Promise<void> {
  await db.updateTable('orders').set({ attention_reason: reason, updated_at: now }).where('id', '=', orderId).execute();
}

/** Whether the user has an order that stayed paid (PAID_ORDER_STATUSES). */
export async function hasPaidOrder(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', PAID_ORDER_STATUSES)
    .where(paymentTaken)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user has a Delivered order holding one of the products (a review's "Verified purchase"). */
export async function hasDeliveredOrderOf(db: Executor, userId: string, productIds: readonly string[]): Promise<boolean> {
  if (productIds.length === 0) return false;
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'Delivered')
    .where('order_items.product_id', 'in', [...productIds])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The user's orders in `statuses` begun at or after `since`, one row per item (an order without items comes once, with
 * null item columns), oldest first.
 */
export function orderLinesSince(db: Executor, userId: string, statuses: readonly OrderStatus[], since: string) {
  return db
    .selectFrom('orders')
    .leftJoin('order_items', 'order_items.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.status',
      'orders.created_at',
      'order_items.product_id',
      'order_items.product_name',
      'order_items.quantity',
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'in', statuses)
    .where('orders.created_at', '>=', since)
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .execute();
}

/** Notes that a cancelled order's goods are awaited back (it had shipped). */
export async function markReturnAwaited(db: Executor, orderId: string, now: string): Promise<void> {
  await db.updateTable('orders').set({ return_awaited_at: now, updated_at: now }).where('id', '=', orderId).execute();
}

/** Keeps the delivery address of an order awaiting one; false when it was not awaiting one (or already had one). */
export async function keepDeliveryAddress(db: Executor, orderId: string, addressJson: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ delivery_address: addressJson })
    .where('id', '=', orderId)
    .where('status', '=', 'Awaiting address')
    .where('delivery_address', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps why an admin cancelled the order. */
export async function keepCancelReason(db: Executor, orderId: string, reason: string): Promise<void> {
  await db.updateTable('orders').set({ cancel_reason: reason }).where('id', '=', orderId).execute();
}

/** Notes an awaited order's goods received back; false when they were not awaited or were already received (someone else did). */
export async function markReceivedBack(db: Executor, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ received_back_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('return_awaited_at', 'is not', null)
    .where('received_back_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a COD order's cash collected (its payment); false when it was already recorded. */
export async function markCashCollected(db: Executor, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ cash_collected_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_method', '=', 'cod')
    .where('cash_collected_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many of the user's orders were refused at the door (Returned to origin) since `since`. */
export async function countReturnedToOriginSince(db: Executor, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'Returned to origin')
    .where('updated_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** COD orders still awaiting confirmation, placed at or before `placedBefore` (the expiry sweep's list). */
export function awaitingConfirmationBefore(db: Executor, placedBefore: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'Awaiting confirmation')
    .where('created_at', '<=', placedBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
