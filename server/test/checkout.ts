// Checkout helpers for the payment suites: fill a cart, begin a payment, read what checkout wrote.
import { apiPaths, type Product } from '@voltcart/contract';
import { ensureAddress } from './addresses';
import { addToCart } from './cart';
import { insertOrder } from './orders';
import { createProduct } from './products';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

export type CartFill = { product: Product; quantity: number }[];

/**
 * Puts products in the shopper's cart through the cart calls (add once, then set the quantity), and gives the
 * shopper a delivery address when they have none, so the cart can be paid.
 */
export async function fillCart(shop: TestApp, shopper: SignedIn, lines: CartFill): Promise<void> {
  await ensureAddress(shop, shopper);
  for (const { product, quantity } of lines) {
    const added = await addToCart(shop, shopper, product._id);
    if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.statusCode} ${added.body}`);
    if (quantity !== 1) {
      const updated = await shop.app.inject({
        method: 'PUT',
        url: apiPaths.cart.update,
        headers: shopper.headers,
        payload: { _id: added.json().data._id, quantity },
      });
      if (updated.statusCode !== 200) throw new Error(`cart update failed: ${updated.statusCode} ${updated.body}`);
    }
  }
}

/** Two products in the cart: 2 × ₹1,499.50 and 1 × ₹24,999.00 = ₹27,998.00. */
export async function fillTypicalCart(shop: TestApp, shopper: SignedIn): Promise<{ lines: CartFill; amount: number }> {
  const lines = [
    { product: await createProduct(shop, { name: 'Wireless mouse', price: 1999, salesPrice: 1499.5 }), quantity: 2 },
    { product: await createProduct(shop, { name: 'Mechanical keyboard', price: 29999, salesPrice: 24999 }), quantity: 1 },
  ];
  await fillCart(shop, shopper, lines);
  return { lines, amount: 27998 };
}

/**
 * A paid (delivered) order already on the shopper's account, as a returning customer has: checkout's unit caps for
 * accounts without a paid order (payments/checkout/limits.ts) no longer apply to them.
 */
export async function giveFirstPaidOrder(shop: TestApp, shopper: SignedIn): Promise<void> {
  const product = await createProduct(shop, { name: 'Earlier purchase' });
  await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { status: 'Delivered' });
}

export const cartItemsOf = (lines: CartFill) => lines.map(({ product, quantity }) => ({ productId: product._id, quantity }));

export function initiatePayment(shop: TestApp, shopper: SignedIn | undefined, payload: object) {
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.payment.initiate,
    ...(shopper ? { headers: shopper.headers } : {}),
    payload,
  });
}

/** Begins paying for these cart lines at `amount` (rupees, the total the shopper saw), as the checkout page does. */
export function payForLines(shop: TestApp, shopper: SignedIn, lines: CartFill, amount: number) {
  return initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
}

export type BegunPayment = { merchantTransactionId: string; orderId: string; redirectUrl: string };

/** Begins paying for the lines, as payForLines, and answers the payment begun; throws when the shop refused it. */
export async function startPayment(shop: TestApp, shopper: SignedIn, lines: CartFill, amount: number): Promise<BegunPayment> {
  const response = await payForLines(shop, shopper, lines, amount);
  if (response.statusCode !== 200) throw new Error(`payment not begun: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export function paymentStatus(shop: TestApp, shopper: SignedIn, merchantTransactionId: string) {
  return shop.app.inject({ method: 'GET', url: apiPaths.payment.status(merchantTransactionId), headers: shopper.headers });
}

export async function cartCount(shop: TestApp, userId: string): Promise<number> {
  return (await shop.db.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute()).length;
}

export function paymentRow(shop: TestApp, merchantTransactionId: string) {
  return shop.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .select(['orders.status as order_status', 'orders.total_paise'])
    .where('merchant_transaction_id', '=', merchantTransactionId)
    .executeTakeFirstOrThrow();
}

/** Presses Pay ('complete') or Fail on the sandbox page, as the shopper's browser posts the form. */
export function pressSandbox(shop: TestApp, shopper: SignedIn, merchantTransactionId: string, button: 'complete' | 'fail') {
  return shop.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${merchantTransactionId}/${button}`,
    headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** The shopper's cart as product id → quantity. */
export async function cartQuantities(shop: TestApp, userId: string): Promise<Record<string, number>> {
  const rows = await shop.db.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', userId).execute();
  return Object.fromEntries(rows.map((row) => [row.product_id, Number(row.quantity)]));
}
