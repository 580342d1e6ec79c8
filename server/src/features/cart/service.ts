import { MAX_CART_QUANTITY, paiseFromRupees, type CartItem, type Product } from '@voltcart/contract';
import { batchedOnPostgres } from '../../db/batches/batched-run';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import { fromJsonColumn } from '../../db/engine/json-aggregate';
import type { CartItemRow } from '../../db/engine/schema';
import { isBatchOfOnesError } from '../../db/engine/unique-violation';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertInStock, productExists, productsByIds } from '../catalog';
import type { SessionOfUser, SessionRead } from '../auth';
import {
  cartProductOf,
  cartProductsOf,
  cartProductsOfSession,
  type CartLineRow,
  type CartProduct,
} from './read-models/cart-products-read';
import * as repo from './repo';

/** One cart row priced at the product's current sales price (for checkout). */
export type CartLine = {
  cartItemId: string;
  productId: string;
  quantity: number;
  productName: string;
  /** The product's first image URL, or '' when it has none. */
  productImage: string;
  salesPricePaise: number;
  /** The product's category name ('' when it has none): its order line's HSN code and GST rate follow it. */
  productCategory: string;
};

/** The caller's cart rows with current product prices, oldest first; rows whose product is gone are left out. */
export async function listCartLines(db: Executor, userId: string): Promise<CartLine[]> {
  return (await cartProductsOf(db, userId)).map(toCartLine);
}

/** A cart line as checkout checks it (against the browser's list and total, and against its pending checkout). */
export type CartLineToCheck = Pick<CartLine, 'productId' | 'quantity' | 'salesPricePaise'>;

/** The lines a read that selected `cartLinesJson` (checkout's) holds: listCartLines' product, quantity and price. */
export function cartLinesOfJson(value: unknown): CartLineToCheck[] {
  return (fromJsonColumn<CartLineRow[]>(value as CartLineRow[] | string | null) ?? []).map((row) => ({
    productId: row.product_id,
    quantity: Number(row.cart_quantity),
    // Stored in whole paise, as order lines keep them.
    salesPricePaise: Number(row.sales_price_paise),
  }));
}

function toCartLine({ cartItemId, quantity, product }: CartProduct): CartLine {
  return {
    cartItemId,
    productId: product._id,
    quantity,
    productName: product.productName,
    productImage: product.productImage[0] ?? '',
    salesPricePaise: paiseFromRupees(product.salesPrice),
    productCategory: product.productCategory,
  };
}

/**
 * Takes what a paid order bought off the user's cart, line by line, leaving anything added since (and the rest
 * of a quantity raised since). Pass the settlement's transaction.
 */
export async function removeBoughtItems(
  db: Executor,
  userId: string,
  bought: { productId: string; quantity: number }[],
): Promise<void> {
  for (const line of bought) await repo.subtractCartItem(db, userId, line.productId, line.quantity);
}

const cartItemNotFound = () => notFound('Cart item');

const toCartItem = ({ cartItemId, quantity, product }: CartProduct): CartItem => ({
  _id: cartItemId,
  productId: product,
  quantity,
});

/** A cart row just written, with its product populated as `productId`. */
async function writtenCartItem(db: Executor, row: CartItemRow): Promise<CartItem> {
  // The row's product in one statement; a row removed meanwhile (another tab) still answers with what was written.
  const product = (await cartProductOf(db, row.id))?.product ?? (await productsByIds(db, [row.product_id])).get(row.product_id);
  if (!product) throw notFound('Product');
  return toCartItem({ cartItemId: row.id, quantity: Number(row.quantity), product });
}

/**
 * Adds one of the product; a product already in the cart gets one more, up to the cart maximum, and never past
 * the product's stock (409 'Only N left in stock'). `product`, when the caller read it, is what the answer shows
 * of it; else the row's product is read back.
 */
export async function addToCart(db: Executor, userId: string, productId: string, product?: Product): Promise<CartItem> {
  const added = await addOneWithinStock(db, userId, productId);
  if (added)
    return product ? toCartItem({ cartItemId: added.id, quantity: Number(added.quantity), product }) : writtenCartItem(db, added);
  // Nothing added: the checks below say why (404, 409), or add it if the shelf was restocked meanwhile.
  return addToCartChecked(db, userId, productId);
}

/** An add to cart for a caller that holds the product's answer as JSON text (its page's answer, kept ready). */
export type KeptProductAdder = (
  userId: string,
  productId: string,
  productJson: string,
) => Promise<{ dataJson: string } | { item: CartItem }>;

/**
 * addToCart for a caller that holds the product's answer as JSON text (its page's answer, kept ready under the
 * catalogue's current versions): the answer's data is made around it, the product not read again. An add refused
 * (404, 409) or raced by a restock goes addToCart's checked way and answers the item.
 *
 * Made once per database (the cart's routes). On PostgreSQL, the adds asked in one turn of the event loop are made
 * together, in one statement (repo.addCartItemsWithinStock): under load, one round trip, transaction and commit for
 * many shoppers' adds instead of one each. Two of one user for one product go in different batches; a product deleted
 * meanwhile makes the statement fail unwritten, and its adds are then made one by one, each answered for itself.
 * SQLite's driver already commits a turn's writes together: each add is its own statement there.
 */
export function keptProductAdder(db: Executor): KeptProductAdder {
  const addOne = batchedOnPostgres(db, repo.addCartItemsWithinStock, repo.addCartItemWithinStock, {
    apartKey: (add) => `${add.user_id} ${add.product_id}`,
    runAloneOn: isBatchOfOnesError,
  });
  return async (userId, productId, productJson) => {
    const added = await addOne({ id: newId(), user_id: userId, product_id: productId, created_at: nowIso() });
    if (!added) return { item: await addToCartChecked(db, userId, productId) };
    return { dataJson: cartItemJson(added, productJson) };
  };
}

// A cart row's answer around its product's JSON: CartItem's fields in its schema's order, as the route's serialiser writes them.
// What guarantees it is CartItemAnswer's serialisation: productJson is the data of the product's ready answer, made by
// ProductAnswer's schema (Product, CartItem's productId), `_id` an id this shop made and `quantity` a whole number the
// add kept within 1..MAX_CART_QUANTITY; cart.add-kept-product.test.ts checks the text is byte for byte the answer the
// route's serialiser gives for the same add.
const cartItemJson = (added: CartItemRow, productJson: string) =>
  `{"_id":${JSON.stringify(added.id)},"productId":${productJson},"quantity":${Number(added.quantity)}}`;

/** One more of the product in the cart when its stock covers it (repo.addCartItemWithinStock); undefined when refused. */
const addOneWithinStock = (db: Executor, userId: string, productId: string) =>
  repo.addCartItemWithinStock(db, { id: newId(), user_id: userId, product_id: productId, created_at: nowIso() });

async function addToCartChecked(db: Executor, userId: string, productId: string): Promise<CartItem> {
  const inCart = (await repo.findCartItemOfProduct(db, userId, productId))?.quantity ?? 0;
  // Also the existence check: an unknown product answers 404 'Product not found' here.
  await assertInStock(db, productId, Math.min(Number(inCart) + 1, MAX_CART_QUANTITY));
  const row = { id: newId(), user_id: userId, product_id: productId, quantity: 1, created_at: nowIso() };
  try {
    return await writtenCartItem(db, await repo.upsertCartItem(db, row));
  } catch (error) {
    // Deleted by an admin between the check and the insert: the foreign key refuses the row.
    if (!(await productExists(db, productId))) throw notFound('Product');
    throw error;
  }
}

export async function viewCart(db: Executor, userId: string): Promise<CartItem[]> {
  return (await cartProductsOf(db, userId)).map(toCartItem);
}

/**
 * The cart view read together with the session, in one statement. No `sessionRow`: the session is not live; check a
 * row (guards.requireUserJoined) before answering the items.
 */
export async function viewCartOfSession(
  db: Executor,
  session: SessionRead,
): Promise<{ sessionRow: SessionOfUser | undefined; cartItems: CartItem[]; stamp: string }> {
  const { sessionRow, cartProducts, stamp } = await cartProductsOfSession(db, session);
  return { sessionRow, cartItems: cartProducts.map(toCartItem), stamp };
}

/** The number of rows (distinct products) in the cart — the header badge's item count, not the sum of quantities. */
export const countCartItems = (db: Executor, userId: string) => repo.countCartItems(db, userId);

/** Sets a line's quantity; a quantity past the product's stock answers 409 'Only N left in stock'. */
export async function updateQuantity(db: Executor, userId: string, cartItemId: string, quantity: number): Promise<CartItem> {
  const current = await repo.findCartItem(db, userId, cartItemId);
  if (!current) throw cartItemNotFound();
  await assertInStock(db, current.product_id, quantity);
  const row = await repo.updateCartItemQuantity(db, userId, cartItemId, quantity);
  if (!row) throw cartItemNotFound();
  return writtenCartItem(db, row);
}

export async function removeItem(db: Executor, userId: string, cartItemId: string): Promise<void> {
  if (!(await repo.deleteCartItem(db, userId, cartItemId))) throw cartItemNotFound();
}
