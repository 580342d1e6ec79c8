import type { CartItem } from '@voltcart/contract';
import type { AppContext } from '../../app-context';
import { nowIso, type Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { productsByIds } from '../catalog';
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
};

/** The caller's cart rows joined with current product prices, oldest first. `db` may be a transaction. */
export async function listCartLines(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await repo.listCartLines(db, userId);
  return rows.map((row) => ({
    cartItemId: row.cart_item_id,
    productId: row.product_id,
    quantity: Number(row.quantity),
    productName: row.product_name,
    productImage: row.first_image ?? '',
    salesPricePaise: Number(row.sales_price_paise),
  }));
}

/** Empties the user's cart; answers how many rows were removed. `db` may be a transaction. */
export function clearCart(db: Db, userId: string): Promise<number> {
  return repo.deleteCartOf(db, userId);
}

const cartItemNotFound = () => notFound('Cart item');

export function createCartService({ db }: AppContext) {
  /** Cart rows with their products populated as `productId`; rows whose product is gone are left out. */
  async function toCartItems(rows: repo.CartItemRow[]): Promise<CartItem[]> {
    const productById = await productsByIds(db, rows.map((row) => row.product_id));
    return rows.flatMap((row) => {
      const product = productById.get(row.product_id);
      return product ? [{ _id: row.id, productId: product, quantity: Number(row.quantity) }] : [];
    });
  }

  async function toCartItem(row: repo.CartItemRow): Promise<CartItem> {
    const [item] = await toCartItems([row]);
    if (!item) throw notFound('Product');
    return item;
  }

  return {
    /** Adds one of the product; a product already in the cart gets one more, up to the cart maximum. */
    async addToCart(userId: string, productId: string): Promise<CartItem> {
      if (!(await repo.productExists(db, productId))) throw notFound('Product');
      const row = { id: newId(), user_id: userId, product_id: productId, quantity: 1, created_at: nowIso() };
      try {
        return await toCartItem(await repo.upsertCartItem(db, row));
      } catch (error) {
        // Deleted by an admin between the check and the insert: the foreign key refuses the row.
        if (!(await repo.productExists(db, productId))) throw notFound('Product');
        throw error;
      }
    },

    async viewCart(userId: string): Promise<CartItem[]> {
      return toCartItems(await repo.listCartItems(db, userId));
    },

    /** The number of rows (distinct products) in the cart — the header badge's item count, not the sum of quantities. */
    countCartItems: (userId: string) => repo.countCartItems(db, userId),

    async updateQuantity(userId: string, cartItemId: string, quantity: number): Promise<CartItem> {
      const row = await repo.updateCartItemQuantity(db, userId, cartItemId, quantity);
      if (!row) throw cartItemNotFound();
      return toCartItem(row);
    },

    async removeItem(userId: string, cartItemId: string): Promise<void> {
      if (!(await repo.deleteCartItem(db, userId, cartItemId))) throw cartItemNotFound();
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
