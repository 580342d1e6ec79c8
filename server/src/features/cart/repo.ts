import { PostgresAdapter, sql, type SelectQueryBuilder } from 'kysely';
import { MAX_CART_QUANTITY } from '@voltcart/contract';
import { compiledOnce } from '../../db/engine/compiled-once';
import { answersByOrd, rowsOfArrays } from '../../db/batches/rows-of-arrays';
import type { Executor } from '../../db/engine/executor';
import type { CartItemRow } from '../../db/engine/schema';
import { assertOwnTransaction, withUnflushedCommit } from '../../db/batches/unflushed-commit';

// Named rather than `*`, so that PostgreSQL keeps the hot statements prepared (db/engine/prepared-statements.ts).
const CART_ITEM_COLUMNS = [
  'id',
  'user_id',
  'product_id',
  'quantity',
  'created_at',
] as const satisfies readonly (keyof CartItemRow)[];

// The quantity an add leaves: one more, capped at the cart maximum (CASE: the same SQL on both engines).
const raisedQuantity = sql<number>`case when cart_items.quantity >= ${MAX_CART_QUANTITY} then ${MAX_CART_QUANTITY} else cart_items.quantity + 1 end`;

const upsertOne = compiledOnce(
  (db: Executor, id: string, userId: string, productId: string, quantity: number, createdAt: string) =>
    db
      .insertInto('cart_items')
      .values({ id, user_id: userId, product_id: productId, quantity, created_at: createdAt })
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_id']).doUpdateSet({
          quantity: raisedQuantity,
        }),
      )
      .returning(CART_ITEM_COLUMNS),
);

/**
 * Adds one of a product to a user's cart in one statement: a new row with quantity 1, or the existing row raised
 * by one and capped. The unique (user_id, product_id) index makes concurrent adds land on one row on both engines;
 * CASE instead of min()/least() keeps the statement the same on SQLite and PostgreSQL.
 */
export async function upsertCartItem(db: Executor, row: CartItemRow): Promise<CartItemRow> {
  const [saved] = await upsertOne(db, row.id, row.user_id, row.product_id, row.quantity, row.created_at);
  if (!saved) throw new Error('the cart upsert returned no row');
  return saved;
}

/**
 * One of a product into the cart, the new row's columns (in CART_ITEM_COLUMNS' order) selected by `source`, which
 * selects nothing when the product is gone or out of stock; a row of that product already there is raised by one when
 * the shelf covers the quantity it leaves (the stock read in the same statement). It commits unflushed on PostgreSQL
 * (db/batches/unflushed-commit.ts), so its runners assertOwnTransaction.
 */
const insertOneWithinStock = (db: Executor, source: SelectQueryBuilder<any, any, any>) =>
  db
    .insertInto('cart_items')
    .columns(CART_ITEM_COLUMNS)
    .expression(withUnflushedCommit(db, source))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id'])
        .doUpdateSet({ quantity: raisedQuantity })
        .where(sql<boolean>`(select stock from products where products.id = excluded.product_id) >= ${raisedQuantity}`),
    )
    .returning(CART_ITEM_COLUMNS);

const addWithinStock = compiledOnce((db: Executor, id: string, userId: string, productId: string, createdAt: string) =>
  insertOneWithinStock(
    db,
    db
      .selectFrom('products')
      .select((eb) => [
        eb.val(id).as('id'),
        eb.val(userId).as('user_id'),
        'products.id as product_id',
        eb.lit(1).as('quantity'),
        eb.val(createdAt).as('created_at'),
      ])
      .where('products.id', '=', productId)
      .where('products.stock', '>=', 1),
  ),
);

/**
 * Adds one of a product in one statement when the shelf covers the quantity it leaves (the product's stock is read
 * in the same statement, so no restock or sale can slip between the check and the write). Undefined when it added
 * nothing: the product is gone, or its stock does not cover it.
 */
export async function addCartItemWithinStock(db: Executor, row: CartAdd): Promise<CartItemRow | undefined> {
  assertOwnTransaction(db, 'an add to cart');
  const [saved] = await addWithinStock(db, row.id, row.user_id, row.product_id, row.created_at);
  return saved;
}

/** One add of addCartItemsWithinStock: the new row's id, user, product and time (its quantity is 1, or the row's raised). */
export type CartAdd = Omit<CartItemRow, 'quantity'>;

/** The adds as rows (db/batches/rows-of-arrays.ts), joined to their products: those of a product in stock, as addWithinStock's source selects one. */
const wantedAdds = (db: Executor, columns: Record<'id' | 'user_id' | 'product_id' | 'created_at', string[]>) =>
  db
    .selectFrom(rowsOfArrays('asked', columns))
    .innerJoin('products', 'products.id', 'asked.product_id')
    .select(['asked.ord', 'asked.id', 'asked.user_id', 'products.id as product_id', 'asked.created_at'])
    .where('products.stock', '>=', 1);

const addWithinStockForMany = compiledOnce(
  (db: Executor, ids: string[], userIds: string[], productIds: string[], createdAts: string[]) =>
    db
      .with('wanted', () => wantedAdds(db, { id: ids, user_id: userIds, product_id: productIds, created_at: createdAts }))
      .with('added', (cte) =>
        insertOneWithinStock(
          db,
          cte
            .selectFrom('wanted')
            .select((eb) => ['wanted.id', 'wanted.user_id', 'wanted.product_id', eb.lit(1).as('quantity'), 'wanted.created_at'])
            // Rows written in one order by every batch: two batches raising the same rows never wait on each other in a cycle.
            .orderBy('wanted.user_id')
            .orderBy('wanted.product_id'),
        ),
      )
      .selectFrom('added')
      .innerJoin('wanted', (join) =>
        join.onRef('wanted.user_id', '=', 'added.user_id').onRef('wanted.product_id', '=', 'added.product_id'),
      )
      .select(['wanted.ord', 'added.id', 'added.user_id', 'added.product_id', 'added.quantity', 'added.created_at']),
);

/**
 * PostgreSQL only: addCartItemWithinStock for many adds in one statement (one transaction, one round trip, one commit
 * for a turn's adds under load). Answers each add its row, or undefined where it added nothing (as
 * addCartItemWithinStock). Two adds of one product for one user fail the whole statement (PostgreSQL 21000), as does a
 * product deleted while it is added (its foreign key): nothing is written, and each add can be run on its own
 * (db/engine/unique-violation.ts isBatchOfOnesError).
 */
export async function addCartItemsWithinStock(db: Executor, adds: CartAdd[]): Promise<(CartItemRow | undefined)[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) throw new Error('many adds in one statement need PostgreSQL');
  assertOwnTransaction(db, 'an add to cart');
  const column = (key: keyof CartAdd) => adds.map((add) => add[key]);
  const rows = await addWithinStockForMany(db, column('id'), column('user_id'), column('product_id'), column('created_at'));
  return answersByOrd(rows, adds.length);
}

/** The units in the shopper's cart (the header badge counts what the cart's summary counts). */
export async function countCartItems(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('count'))
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

const cartItemOfProduct = compiledOnce((db: Executor, userId: string, productId: string) =>
  db.selectFrom('cart_items').select(CART_ITEM_COLUMNS).where('user_id', '=', userId).where('product_id', '=', productId),
);

/** The user's cart row of a product, if the product is in their cart. */
export async function findCartItemOfProduct(db: Executor, userId: string, productId: string): Promise<CartItemRow | undefined> {
  const [row] = await cartItemOfProduct(db, userId, productId);
  return row;
}
