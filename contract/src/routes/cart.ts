import { AddToCartBody, CartItemAnswer, CartItemsAnswer, DeleteCartItemBody, UpdateCartItemBody } from '../cart';
import { CountAnswer, EmptyAnswer } from '../common';
import { cartCalls } from './calls';
import { defineRoute } from './route';

export const cartRoutes = {
  add: defineRoute(cartCalls.add, { body: AddToCartBody, response: { 200: CartItemAnswer }, errors: [401, 404, 422] }),
  view: defineRoute(cartCalls.view, { response: { 200: CartItemsAnswer }, errors: [401] }),
  count: defineRoute(cartCalls.count, { response: { 200: CountAnswer }, errors: [401] }),
  remove: defineRoute(cartCalls.remove, { body: DeleteCartItemBody, response: { 200: EmptyAnswer }, errors: [401, 404] }),
  update: defineRoute(cartCalls.update, {
    body: UpdateCartItemBody,
    response: { 200: CartItemAnswer },
    errors: [401, 404, 422],
  }),
};
