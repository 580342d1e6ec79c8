import type { Product } from '@voltcart/contract';
import { compiledOnce } from '../../db/compiled-once';
import type { Executor } from '../../db/executor';
import { SESSION_USER_SELECTION, type SessionOfUser, type SessionRead } from '../auth';
import { PRODUCT_COLUMNS, toProduct, type ProductWithCategoryRow } from '../catalog';

/**
 * The read model of a cart: its rows joined with their products, categories and images in one statement (a read
 * across the catalogue's tables, so that a cart view, an add and a checkout each make one round trip for it instead
 * of three). One row per image; a product without images comes once, with a null url.
 */
type CartProductRow = ProductWithCategoryRow & { cart_item_id: string; cart_quantity: number; image_url: string | null };

function selectCartProducts(db: Executor) {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('product_images', 'product_images.product_id', 'products.id')
    .select(['cart_items.id as cart_item_id', 'cart_items.quantity as cart_quantity'])
    .select(PRODUCT_COLUMNS.map((column) => `products.${column}` as const))
    .select(['categories.name as category_name', 'product_images.url as image_url']);
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

// The same read joined with the session of a token (see cartProductsOfSession).
const cartProductsOfSessionHash = compiledOnce((db: Executor, tokenHash: string, now: string) =>
  selectCartProducts(db)
    .innerJoin('sessions', 'sessions.user_id', 'cart_items.user_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(SESSION_USER_SELECTION)
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .orderBy('cart_items.created_at', 'asc')
    .orderBy('cart_items.id', 'asc')
    .orderBy('product_images.position', 'asc'),
);

// Checkout's cart lines joined with the session of a token: only what an order line keeps, one row per cart row (its
// first image by a subquery rather than a row per image), oldest first as cartProductsOfUser orders them.
const cartLinesOfSessionHash = compiledOnce((db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .innerJoin('sessions', 'sessions.user_id', 'cart_items.user_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(SESSION_USER_SELECTION)
    .select([
      'cart_items.id as cart_item_id',
      'cart_items.quantity as cart_quantity',
      'products.id as product_id',
      'products.name as product_name',
      'products.sales_price_paise',
      'categories.name as category_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('product_images')
        .select('product_images.url')
        .whereRef('product_images.product_id', '=', 'products.id')
        .orderBy('product_images.position', 'asc')
        .limit(1)
        .as('first_image_url'),
    )
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .orderBy('cart_items.created_at', 'asc')
    .orderBy('cart_items.id', 'asc'),
);

/** A cart row as checkout reads it (cartLinesOfSession): the product's columns an order line keeps. */
export type CartLineRow = Awaited<ReturnType<typeof cartLinesOfSessionHash>>[number];

/**
 * Checkout's read of the cart with the session, in one statement: as cartProductsOfSession, but only the columns an
 * order line keeps and one row per cart row. Check the session row (guards.requireJoinedSession) before using them.
 */
export async function cartLinesOfSession(db: Executor, session: SessionRead): Promise<{ sessionRow: SessionOfUser | undefined; rows: CartLineRow[] }> {
  const rows = await cartLinesOfSessionHash(db, session.tokenHash, session.nowIso);
  return { sessionRow: rows[0], rows };
}

// The product an add names, read with the session of a token (see productToAddOfSession). The product is left
// joined, so a live session comes back even when the product does not exist.
const productOfSessionHash = compiledOnce((db: Executor, tokenHash: string, now: string, productId: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('products', (join) => join.on('products.id', '=', productId))
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('product_images', 'product_images.product_id', 'products.id')
    .select(SESSION_USER_SELECTION)
    .select(PRODUCT_COLUMNS.map((column) => `products.${column}` as const))
    .select(['categories.name as category_name', 'product_images.url as image_url'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .orderBy('product_images.position', 'asc'),
);

/** A cart row with its product as the API shows it. */
export type CartProduct = { cartItemId: string; quantity: number; product: Product };

/** Consecutive rows of one cart row (ordered by cart row, then image) become one product with its images in order. */
function toCartProducts(rows: CartProductRow[]): CartProduct[] {
  const cartProducts: CartProduct[] = [];
  let images: string[] = [];
  rows.forEach((row, index) => {
    if (row.image_url !== null) images.push(row.image_url);
    if (rows[index + 1]?.cart_item_id === row.cart_item_id) return;
    cartProducts.push({ cartItemId: row.cart_item_id, quantity: Number(row.cart_quantity), product: toProduct(row, images) });
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
 * two, on every cart view and checkout): the session row (undefined when the session is not live, or its cart is
 * empty: then read the session on its own and the cart by user id) and the cart, as `cartProductsOf` answers it.
 * Check the session row (guards.requireJoinedSession) before answering anything of the cart.
 */
export async function cartProductsOfSession(
  db: Executor,
  session: SessionRead,
): Promise<{ sessionRow: SessionOfUser | undefined; cartProducts: CartProduct[] }> {
  const rows = await cartProductsOfSessionHash(db, session.tokenHash, session.nowIso);
  return { sessionRow: rows[0], cartProducts: toCartProducts(rows) };
}

/**
 * The product an add to cart names, as the API shows it, read together with the session (one statement where the
 * session and the add's read-back of its product were two): the session row (undefined when the session is not live:
 * check it with guards.requireJoinedSession before adding anything) and the product (undefined when it does not exist).
 */
export async function productToAddOfSession(
  db: Executor,
  session: SessionRead,
  productId: string,
): Promise<{ sessionRow: SessionOfUser | undefined; product: Product | undefined }> {
  const rows = await productOfSessionHash(db, session.tokenHash, session.nowIso, productId);
  const first = rows[0];
  if (!first) return { sessionRow: undefined, product: undefined };
  if (first.id === null) return { sessionRow: first, product: undefined };
  const images = rows.flatMap((row) => (row.image_url === null ? [] : [row.image_url]));
  return { sessionRow: first, product: toProduct(first as ProductWithCategoryRow, images) };
}

/** One cart row with its product; undefined when the row or its product is gone. */
export async function cartProductOf(db: Executor, cartItemId: string): Promise<CartProduct | undefined> {
  return toCartProducts(await cartProductOfItem(db, cartItemId))[0];
}
