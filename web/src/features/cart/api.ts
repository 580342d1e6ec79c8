import {
  apiPaths,
  type CartItem,
  type InitiatePaymentAnswer,
  type InitiatePaymentBody,
  type UpdateCartItemBody,
} from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const cartApi = {
  add: (productId: string) => apiRequest<CartItem>(apiPaths.cart.add, { method: 'POST', json: { productId } }),
  view: () => apiRequest<CartItem[]>(apiPaths.cart.view),
  count: () => apiRequest<number>(apiPaths.cart.count),
  remove: (_id: string) => apiRequest<null>(apiPaths.cart.remove, { method: 'DELETE', json: { _id } }),
  update: (body: UpdateCartItemBody) => apiRequest<CartItem>(apiPaths.cart.update, { method: 'PUT', json: body }),
  /** Pays for the cart: creates the order and asks the provider for its pay page (`redirectUrl` at the top level). */
  checkout: (body: InitiatePaymentBody) =>
    apiRequest<InitiatePaymentAnswer['data']>(apiPaths.payment.initiate, {
      method: 'POST',
      json: body,
    }) as Promise<InitiatePaymentAnswer>,
};
