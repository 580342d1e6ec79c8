import { sql } from 'kysely';
import type { Executor } from '../../db/engine/executor';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './repo';

/** Told, inside the transaction of a stock increase, which products' shelves grew (stock-alerts listens). */
export type RestockListener = (trx: Executor, productIds: readonly string[]) => Promise<void>;

const restockListeners = new Set<RestockListener>();

/** Adds a listener to stock increases (the app wires them at start); answers the function that removes it. */
export function onRestock(listener: RestockListener): () => void {
  restockListeners.add(listener);
  return () => restockListeners.delete(listener);
}

/** Tells the listeners, in the caller's transaction, that these products' stock went up. */
export async function restocked(trx: Executor, productIds: readonly string[]): Promise<void> {
  for (const listener of restockListeners) await listener(trx, productIds);
}

/** Units of one product that a checkout takes or an order gives back. */
export type StockLine = { productId: string; quantity: number };

const shortfallMessage = (name: string, available: number) =>
  available <= 0 ? `${name} is out of stock` : `Only ${available} left in stock of ${name}`;

/**
 * Takes the lines' units off the shelf, one conditional UPDATE per product (`stock >= q`): a line the shelf
 * cannot cover changes no row and fails the whole reservation with 409 naming the product. Pass the checkout's
 * transaction, so the reservation lands or rolls back with its order. Products go in id order, so two checkouts
 * lock shared rows in the same order (no deadlock on PostgreSQL).
 */
export async function reserveStock(trx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const { productId, quantity } of byProduct(lines)) {
    const result = await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock - ${quantity}` })
      .where('id', '=', productId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) continue;
    const product = await repo.findStock(trx, productId);
    if (!product) throw notFound('Product');
    throw new AppError('conflict', shortfallMessage(product.name, Number(product.stock)), { code: 'out_of_stock' });
  }
}

/** Puts the lines' units back on the shelf (an order that failed, was replaced or cancelled); products deleted since are skipped. */
export async function returnStock(trx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const { productId, quantity } of byProduct(lines)) {
    await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock + ${quantity}` })
      .where('id', '=', productId)
      .execute();
  }
  await restocked(
    trx,
    byProduct(lines).map((line) => line.productId),
  );
}

/**
 * Refuses a cart quantity the shelf cannot cover (409 'Only N left in stock', or '<name> is out of stock').
 * The cart holds no reservation: checkout checks again when it reserves.
 */
export async function assertInStock(db: Executor, productId: string, quantity: number): Promise<void> {
  const product = await repo.findStock(db, productId);
  if (!product) throw notFound('Product');
  const available = Number(product.stock);
  if (quantity <= available) return;
  throw new AppError('conflict', available <= 0 ? `${product.name} is out of stock` : `Only ${available} left in stock`, {
    code: 'out_of_stock',
  });
}

/** One line per product (quantities summed), in id order. */
function byProduct(lines: readonly StockLine[]): StockLine[] {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return [...quantities]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}
