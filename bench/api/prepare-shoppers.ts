import type { InitiatePaymentBody } from '@voltcart/contract';
import { addAddress, addToCart, checkoutBody, registerShoppers, viewCart, type Shopper } from './shoppers';

export const CART_SIZE = 3;

export type PreparedShoppers = { cartShoppers: Shopper[]; checkoutBodies: InitiatePaymentBody[]; addShoppers: Shopper[] };

/**
 * Registers the signed-in shoppers through the API: `count` with CART_SIZE random products in their carts (cart view
 * and checkout; initiate leaves the cart as it is until the payment is confirmed) and `count` with empty carts for
 * add-to-cart. Each cart's initiate body is computed from its cart view, as the cart page does.
 */
export async function prepareShoppers(shopUrl: string, productIds: string[], count: number): Promise<PreparedShoppers> {
  const cartShoppers = await registerShoppers(shopUrl, 'cart', count);
  const addShoppers = await registerShoppers(shopUrl, 'add', count);
  const checkoutBodies: InitiatePaymentBody[] = [];
  for (const [index, shopper] of cartShoppers.entries()) {
    await addAddress(shopUrl, shopper);
    for (let item = 0; item < CART_SIZE; item += 1) {
      await addToCart(shopUrl, shopper, productIds[(index * 7919 + item * 104_729) % productIds.length]!);
    }
    checkoutBodies.push(checkoutBody(await viewCart(shopUrl, shopper)));
  }
  return { cartShoppers, checkoutBodies, addShoppers };
}
