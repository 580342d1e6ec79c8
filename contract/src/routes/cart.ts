import { AddToCartBody, CartItemAnswer, CartItemsAnswer, DeleteCartItemBody, UpdateCartItemBody } from '../cart';
import { CountAnswer, EmptyAnswer } from '../common';
import { cartCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

export const cartRoutes = {
  // 409: past the product's stock ('Only N left in stock', '<name> is out of stock').
  add: defineRoute(cartCalls.add, {
    body: AddToCartBody,
    response: { 200: CartItemAnswer },
    errors: [...signedInErrors, 404, 409],
  }),
  view: defineRoute(cartCalls.view, { response: { 200: CartItemsAnswer }, errors: signedInErrors }),
  count: defineRoute(cartCalls.count, { response: { 200: CountAnswer }, errors: signedInErrors }),
  remove: defineRoute(cartCalls.remove, {
    body: DeleteCartItemBody,
    response: { 200: EmptyAnswer },
    errors: [...signedInErrors, 404],
  }),
  update: defineRoute(cartCalls.update, {
    body: UpdateCartItemBody,
    response: { 200: CartItemAnswer },
    errors: [...signedInErrors, 404, 409],
  }),
};
