import {
  apiCalls,
  type AdminLoginBody,
  type Courier,
  type OrderStatus,
  type UpdateProductBody,
  type VariantOptions,
} from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { auth, accounts, catalog, orders, variants, reviews, cartReminders } = apiCalls;

/** The admin's own calls; the dashboard totals, users and the catalogue list go through the auth, order and product slices. */
export const adminApi = {
  /** After how many hours a cart is reminded of, with the reminders sent and the carts they recovered. */
  cartReminders: () => call(cartReminders.settings, { asAdmin: true }),
  setCartReminderHours: (hours: number) => call(cartReminders.updateSettings, { body: { hours }, asAdmin: true }),
  /**
   * Admins only (a shopper gets 403); sets the session cookie and answers a bearer token, or `twoFactorRequired`
   * until the body carries the code of an admin with two-factor sign-in on.
   */
  login: (body: AdminLoginBody) => call(auth.adminLogin, { body }),
  totalProducts: () => call(catalog.totalProducts),
  /** Multipart: the product fields and repeated `images` files. */
  addProduct: (form: FormData) => call(catalog.addProduct, { body: form, asAdmin: true }),
  /** JSON (fields plus the kept `productImage` URLs) or, with new images, multipart with the same fields. */
  updateProduct: (id: string, body: FormData | UpdateProductBody) =>
    call(catalog.updateProduct, { params: { id }, body, asAdmin: true }),
  /** The product as its page shows it, with its specifications (the list's products carry none). */
  productById: (id: string) => call(catalog.productById, { params: { id } }),
  deleteProduct: (id: string) => call(catalog.deleteProduct, { params: { id }, asAdmin: true }),
  /** The product's variant group (null when it has none), and the group's changes, each answering the group as it is. */
  variantGroup: (productId: string) => call(variants.group, { params: { productId }, asAdmin: true }),
  createVariantGroup: (productId: string, options: VariantOptions) =>
    call(variants.create, { body: { productId, options }, asAdmin: true }),
  addVariant: (productId: string, options: VariantOptions) =>
    call(variants.add, { params: { productId }, body: { options }, asAdmin: true }),
  updateVariantOptions: (productId: string, options: VariantOptions) =>
    call(variants.updateOptions, { params: { productId }, body: { options }, asAdmin: true }),
  removeVariant: (productId: string) => call(variants.remove, { params: { productId }, asAdmin: true }),
  /** Every order, newest first, each with its customer. */
  allOrders: () => call(orders.adminList, { asAdmin: true }),
  /** Cancelling takes the admin's reason (kept with the order); a cash-on-delivery order is delivered with its cash collected. */
  updateOrderStatus: (
    id: string,
    status: OrderStatus,
    reason?: string,
    cashCollected?: boolean,
    shipping?: { courier: Courier; awb: string; trackingUrl?: string },
  ) =>
    call(orders.updateStatus, {
      params: { id },
      body: { status, ...(reason ? { reason } : {}), ...(cashCollected ? { cashCollected } : {}), ...shipping },
      asAdmin: true,
    }),
  /** A new refund attempt for an order whose refund failed. */
  retryRefund: (id: string) => call(orders.retryRefund, { params: { id }, asAdmin: true }),
  /** The goods of a cancelled order that had shipped are back: its stock goes back on the shelf. */
  markReceivedBack: (id: string) => call(orders.receivedBack, { params: { id }, asAdmin: true }),
  /** Disabling signs the account out everywhere and refuses its sign-in until it is enabled again. */
  setUserDisabled: (id: string, disabled: boolean) =>
    call(accounts.setUserDisabled, { params: { id }, body: { disabled }, asAdmin: true }),
  /** Every review, reported first. */
  reviews: () => call(reviews.adminList, { asAdmin: true }),
  /** Hides a review from its product page and rating; its author is emailed the reason. */
  hideReview: (id: string, reason: string) => call(reviews.hide, { params: { id }, body: { reason }, asAdmin: true }),
  restoreReview: (id: string) => call(reviews.restore, { params: { id }, asAdmin: true }),
};
