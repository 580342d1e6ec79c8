import { apiPaths, type CartItem, type UpdateCartItemBody } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const cartApi = {
  add: (productId: string) => apiRequest<CartItem>(apiPaths.cart.add, { method: 'POST', json: { productId } }),
  view: () => apiRequest<CartItem[]>(apiPaths.cart.view),
  /** The spec allows the count as a number or as `{ data: number }`; the contract answers a number. */
  count: () => apiRequest<number | { data?: number }>(apiPaths.cart.count),
  remove: (_id: string) => apiRequest<null>(apiPaths.cart.remove, { method: 'DELETE', json: { _id } }),
  update: (body: UpdateCartItemBody) => apiRequest<CartItem>(apiPaths.cart.update, { method: 'PUT', json: body }),
};
