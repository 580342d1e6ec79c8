import type { Product } from '@voltcart/contract';
import { sql, type RawBuilder } from 'kysely';
import { compiledOnce } from '../../../db/engine/compiled-once';
import type { Executor } from '../../../db/engine/executor';
import { fromJsonColumn, jsonArrayAgg, jsonObject, sameAs } from '../../../db/engine/json-aggregate';
import type { SessionOfUser, SessionRead } from '../../auth';
import { selectSessionWithCartStamp } from './cart-view-stamp';
import { imageUrlsJson, PRODUCT_COLUMNS, productColumnsJson, toProduct, type ProductWithCategoryRow } from '../../catalog';
import { specificationsJson, type SpecificationRow } from '../../specifications';

/**
 * The read model of a cart: its rows joined with their products, categories and images in one statement (a read
 * across the catalogue's tables, so that a cart view, an add and a checkout each make one round trip for it instead
 * of three). One row per image; a product without images comes once, with a null url.
 */
type CartProductRow = ProductWithCategoryRow & {
  cart_item_id: string;
  cart_quantity: number;
  image_url: string | null;
  specifications: SpecificationRow[] | string | null;
};

function selectCartProducts(db: Executor) {
  return (
    db
      .selectFrom('cart_items')
      .innerJoin('products', 'products.id', 'cart_items.product_id')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .leftJoin('product_images', 'product_images.product_id', 'products.id')
      .select(['cart_items.id as cart_item_id', 'cart_items.quantity as cart_quantity'])
      .select(PRODUCT_COLUMNS.map((column) => `products.${column}` as const))
      .select(['categories.name as category_name', 'product_images.url as image_url'])
      // As the product's page shows it (its kept answer is what an add shows): with its specifications.
      .select(specificationsJson(db).as('specifications'))
  );
}

const cartProductsOfUser = compiledOnce((db: Executor, userId: string) =>
  selectCartProducts(db)
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.created_at', 'asc')
    .orderBy('cart_items.id', 'asc')
    .orderBy('product_images.position', 'asc'),
);

const cartProductOfItem = compiledOnce((db: Executor, cartItemId: string) =>
  selectCartProducts(db).where('cart_items.id', '=', cartItemId).orderBy('product_images.position', 'asc'),
);

// The cart of a session's user folded into one JSON array (db/engine/json-aggregate.ts), read with the session in one row: the
// session's columns once and one JSON text where one row per image repeated them. Oldest cart row first, as
// cartProductsOfUser orders them; each with its product's image urls in order.
type CartProductJson = ProductWithCategoryRow & {
  cart_item_id: string;
  cart_quantity: number;
  image_urls: string[];
  specifications: SpecificationRow[];
};

/** The session's cart rows as a JSON array of `line`'s objects, oldest first (a correlated subquery on `sessions`). */
function cartOfSessionJson<Line>(db: Executor, line: (db: Executor) => Record<string, RawBuilder<unknown>>) {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select(
      jsonArrayAgg<Line>(db, jsonObject(db, line(db)), sql`${sql.ref('cart_items.created_at')}, ${sql.ref('cart_items.id')}`).as(
        'cart',
      ),
    )
    .where(sameAs('cart_items.user_id', 'sessions.user_id'));
}

// With the cart view's stamp (cart-view-stamp.ts): the answer made from this read is kept under the stamp read with it.
const cartProductsOfSessionHash = compiledOnce((db: Executor, tokenHash: string, now: string) =>
  selectSessionWithCartStamp(db, tokenHash, now).select(
    cartOfSessionJson<CartProductJson>(db, () => ({
      cart_item_id: sql.ref('cart_items.id'),
      cart_quantity: sql.ref('cart_items.quantity'),
      ...productColumnsJson(),
      category_name: sql.ref('categories.name'),
      image_urls: imageUrlsJson(db),
      specifications: specificationsJson(db),
    })).as('cart'),
  ),
);

/** A cart row as checkout's first read has it (cartLinesJson): what checkout checks, product, quantity and unit price. */
export type CartLineRow = {
  cart_quantity: number;
  product_id: string;
  sales_price_paise: number;
};

/**
 * Checkout's cart lines of the session's user (a correlated subquery on `sessions`, for a read that joins the session
 * itself: payments' checkout read): only what checkout checks against the browser's list and its pending checkout
 * (product, quantity, unit price; a new order's lines are read again in its transaction), oldest first, as one JSON
 * array; read it with cartLinesOfJson (service.ts).
 */
export function cartLinesJson(db: Executor) {
  return cartOfSessionJson<CartLineRow>(db, () => ({
    cart_quantity: sql.ref('cart_items.quantity'),
    product_id: sql.ref('products.id'),
    sales_price_paise: sql.ref('products.sales_price_paise'),
  }));
}

/** A cart row with its product as the API shows it. */
export type CartProduct = { cartItemId: string; quantity: number; product: Product };

/** Consecutive rows of one cart row (ordered by cart row, then image) become one product with its images in order. */
function toCartProducts(rows: CartProductRow[]): CartProduct[] {
  const cartProducts: CartProduct[] = [];
  let images: string[] = [];
  rows.forEach((row, index) => {
    if (row.image_url !== null) images.push(row.image_url);
    if (rows[index + 1]?.cart_item_id === row.cart_item_id) return;
    cartProducts.push({
      cartItemId: row.cart_item_id,
      quantity: Number(row.cart_quantity),
      product: toProduct(row, images, fromJsonColumn(row.specifications) ?? []),
    });
    images = [];
  });
  return cartProducts;
}

/** The user's cart rows with their products, oldest first; rows whose product is gone are left out. */
export async function cartProductsOf(db: Executor, userId: string): Promise<CartProduct[]> {
  return toCartProducts(await cartProductsOfUser(db, userId));
}

/**
 * The cart of a session's user read together with the session (one statement where the session and the cart were
 * two, on every cart view): the session row (undefined when the session is not live) and the cart, as
 * `cartProductsOf` answers it, and the stamp of the cart view it makes (cart-view-stamp.ts). Check the session row
 * (guards.requireUserJoined) before answering anything of the cart.
 */
export async function cartProductsOfSession(
  db: Executor,
  session: SessionRead,
): Promise<{ sessionRow: SessionOfUser | undefined; cartProducts: CartProduct[]; stamp: string }> {
  const [row] = await cartProductsOfSessionHash(db, session.tokenHash, session.nowIso);
  const lines = fromJsonColumn<CartProductJson[]>(row?.cart ?? null) ?? [];
  return {
    sessionRow: row,
    stamp: row?.stamp ?? '',
    cartProducts: lines.map((line) => ({
      cartItemId: line.cart_item_id,
      quantity: Number(line.cart_quantity),
      product: toProduct(line, line.image_urls, line.specifications ?? []),
    })),
  };
}

/** One cart row with its product; undefined when the row or its product is gone. */
export async function cartProductOf(db: Executor, cartItemId: string): Promise<CartProduct | undefined> {
  return toCartProducts(await cartProductOfItem(db, cartItemId))[0];
}
