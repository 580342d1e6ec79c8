import {
  apiPaths,
  type AdminLoginBody,
  type AdminLoginData,
  type Order,
  type OrderStatus,
  type Product,
  type User,
} from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

/** The admin's own calls; the dashboard totals, users and the catalogue list go through the auth, order and product slices. */
export const adminApi = {
  /**
   * Admins only (a shopper gets 403); sets the session cookie and answers a bearer token, or `twoFactorRequired`
   * until the body carries the code of an admin with two-factor sign-in on.
   */
  login: (body: AdminLoginBody) => apiRequest<AdminLoginData>(apiPaths.auth.adminLogin, { method: 'POST', json: body }),
  totalProducts: () => apiRequest<number>(apiPaths.catalog.totalProducts),
  /** Multipart: the product fields and repeated `images` files. */
  addProduct: (form: FormData) => apiRequest<Product>(apiPaths.catalog.addProduct, { method: 'POST', form, asAdmin: true }),
  /** JSON (fields plus the kept `productImage` URLs) or, with new images, multipart with the same fields. */
  updateProduct: (id: string, body: FormData | Record<string, unknown>) =>
    apiRequest<Product>(apiPaths.catalog.updateProduct(id), {
      method: 'PUT',
      asAdmin: true,
      ...(body instanceof FormData ? { form: body } : { json: body }),
    }),
  deleteProduct: (id: string) => apiRequest<null>(apiPaths.catalog.deleteProduct(id), { method: 'DELETE', asAdmin: true }),
  /** Every order, newest first, each with its customer. */
  allOrders: () => apiRequest<Order[]>(apiPaths.orders.adminList, { asAdmin: true }),
  updateOrderStatus: (id: string, status: OrderStatus) =>
    apiRequest<Order>(apiPaths.orders.updateStatus(id), { method: 'PUT', json: { status }, asAdmin: true }),
  /** A new refund attempt for an order whose refund failed. */
  retryRefund: (id: string) => apiRequest<Order>(apiPaths.orders.retryRefund(id), { method: 'POST', asAdmin: true }),
  /** The goods of a cancelled order that had shipped are back: its stock goes back on the shelf. */
  markReceivedBack: (id: string) => apiRequest<Order>(apiPaths.orders.receivedBack(id), { method: 'POST', asAdmin: true }),
  /** Disabling signs the account out everywhere and refuses its sign-in until it is enabled again. */
  setUserDisabled: (id: string, disabled: boolean) =>
    apiRequest<User>(apiPaths.auth.setUserDisabled(id), { method: 'PUT', json: { disabled }, asAdmin: true }),
};
