import { z } from 'zod';
import { envelope, Id } from './common';
import { Product } from './product';

import { MAX_CART_QUANTITY } from './limits';

export { MAX_CART_QUANTITY };

export const CartItem = z.object({
  _id: Id,
  productId: Product,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});
export type CartItem = z.infer<typeof CartItem>;

export const AddToCartBody = z.object({ productId: Id });
export type AddToCartBody = z.infer<typeof AddToCartBody>;

export const DeleteCartItemBody = z.object({ _id: Id });
export type DeleteCartItemBody = z.infer<typeof DeleteCartItemBody>;

export const UpdateCartItemBody = z.object({
  _id: Id,
  quantity: z
    .number({ message: 'quantity must be a whole number from 1 to 10' })
    .int({ message: 'quantity must be a whole number from 1 to 10' })
    .min(1, { message: 'quantity must be a whole number from 1 to 10' })
    .max(MAX_CART_QUANTITY, { message: 'quantity must be a whole number from 1 to 10' }),
});
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>;

export const CartItemsAnswer = envelope(z.array(CartItem));
export const CartItemAnswer = envelope(CartItem);
