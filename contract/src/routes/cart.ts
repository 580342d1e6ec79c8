import { AddToCartBody, CartItemAnswer, CartItemsAnswer, DeleteCartItemBody, UpdateCartItemBody } from '../cart';
import { CountAnswer, EmptyAnswer } from '../common';
import { apiPaths } from '../paths';
import { callsOf, defineRoute } from './route';

const { cart } = apiPaths;

export const cartCalls = callsOf('cart', {
  add: { method: 'POST', path: cart.add },
  view: { method: 'GET', path: cart.view },
  count: { method: 'GET', path: cart.count },
  remove: { method: 'DELETE', path: cart.remove },
  update: { method: 'PUT', path: cart.update },
});

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
