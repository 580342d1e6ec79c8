import { sql } from 'kysely';
import { MAX_CART_QUANTITY } from '@voltcart/contract';
import type { Executor } from '../../db/executor';
import type { CartItemRow } from '../../db/schema';

/**
 * Adds one of a product to a user's cart in one statement: a new row with quantity 1, or the existing row raised
 * by one and capped. The unique (user_id, product_id) index makes concurrent adds land on one row on both engines;
 * CASE instead of min()/least() keeps the statement the same on SQLite and PostgreSQL.
 */
export function upsertCartItem(db: Executor, row: CartItemRow): Promise<CartItemRow> {
  return db
    .insertInto('cart_items')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({
        quantity: sql<number>`case when cart_items.quantity >= ${MAX_CART_QUANTITY} then ${MAX_CART_QUANTITY} else cart_items.quantity + 1 end`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's cart rows, oldest first. */
export function listCartItems(db: Executor, userId: string): Promise<CartItemRow[]> {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function countCartItems(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateCartItemQuantity(
  db: Executor,
  userId: string,
  cartItemId: string,
  quantity: number,
): Promise<CartItemRow | undefined> {
  return db
    .updateTable('cart_items')
    .set({ quantity })
    .where('id', '=', cartItemId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCartItem(db: Executor, userId: string, cartItemId: string): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('id', '=', cartItemId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes `quantity` of a product off the user's cart: the row is lowered, or removed when nothing would be left.
 * Two statements, each conditional, so a row raised meanwhile keeps what was added.
 */
export async function subtractCartItem(db: Executor, userId: string, productId: string, quantity: number): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('quantity', '<=', quantity)
    .execute();
  await db
    .updateTable('cart_items')
    .set({ quantity: sql<number>`quantity - ${quantity}` })
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute();
}

/** The user's cart row, when it is theirs. */
export function findCartItem(db: Executor, userId: string, cartItemId: string): Promise<CartItemRow | undefined> {
  return db.selectFrom('cart_items').selectAll().where('id', '=', cartItemId).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's cart row of a product, if the product is in their cart. */
export function findCartItemOfProduct(db: Executor, userId: string, productId: string): Promise<CartItemRow | undefined> {
  return db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
}
