import { apiCalls, type InitiatePaymentBody, type UpdateCartItemBody } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { cart, payment } = apiCalls;

export const cartApi = {
  add: (productId: string) => call(cart.add, { body: { productId } }),
  view: () => call(cart.view),
  count: () => call(cart.count),
  remove: (_id: string) => call(cart.remove, { body: { _id } }),
  update: (body: UpdateCartItemBody) => call(cart.update, { body }),
  /** Pays for the cart: creates the order and asks the provider for its pay page (`redirectUrl` at the top level). */
  checkout: (body: InitiatePaymentBody) => call(payment.initiate, { body }),
};
