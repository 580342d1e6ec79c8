import { MAX_CART_QUANTITY } from '@voltcart/contract';

/** The quantities a cart line offers: 1 to the cart maximum, never past the stock (but always the line's own quantity). */
export function quantityChoices(quantity: number, stock: number): number[] {
  const most = Math.max(Math.min(MAX_CART_QUANTITY, stock), quantity, 1);
  return Array.from({ length: most }, (_, index) => index + 1);
}
