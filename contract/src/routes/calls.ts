// The browser's half of the route table: plain data, no zod, and no import of a schema module, so the web bundle
// carries the calls without their schemas (those stay in the feature files: ./cart.ts and the others).
import { apiPaths, apiRoutePatterns } from '../paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The browser's half of a table entry: which call it is, its method and its path pattern (`:name` parameters).
 */
export type ApiCall = { readonly key: string; readonly method: HttpMethod; readonly path: string };

/** The calls of one feature, each keyed `<feature>.<name>` (the key names its schemas' entry in `apiRoutes`). */
export function callsOf<const F extends string, const T extends Record<string, Omit<ApiCall, 'key'>>>(
  feature: F,
  calls: T,
): { readonly [N in keyof T & string]: T[N] & { readonly key: `${F}.${N}` } } {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, { ...call, key: `${feature}.${name}` }])) as never;
}

export const authCalls = callsOf('auth', {
  register: { method: 'POST', path: apiPaths.auth.register },
  login: { method: 'POST', path: apiPaths.auth.login },
  adminLogin: { method: 'POST', path: apiPaths.auth.adminLogin },
  logout: { method: 'POST', path: apiPaths.auth.logout },
  /** The spec's client signs out with GET; the cross-site guard limits it to the shop's own pages. */
  logoutByGet: { method: 'GET', path: apiPaths.auth.logout },
  checkAuth: { method: 'GET', path: apiPaths.auth.checkAuth },
  totalUsers: { method: 'GET', path: apiPaths.auth.totalUsers },
  allUsers: { method: 'GET', path: apiPaths.auth.allUsers },
});

export const accountCalls = callsOf('accounts', {
  forgotPassword: { method: 'POST', path: apiPaths.auth.forgotPassword },
  resetPassword: { method: 'POST', path: apiPaths.auth.resetPassword },
  checkResetLink: { method: 'POST', path: apiPaths.auth.checkResetLink },
  verifyEmail: { method: 'POST', path: apiPaths.auth.verifyEmail },
  undoEmailChange: { method: 'POST', path: apiPaths.auth.undoEmailChange },
  resendVerification: { method: 'POST', path: apiPaths.auth.resendVerification },
  changePassword: { method: 'POST', path: apiPaths.auth.changePassword },
  changeEmail: { method: 'POST', path: apiPaths.auth.changeEmail },
  signOutEverywhere: { method: 'POST', path: apiPaths.auth.signOutEverywhere },
  setUserDisabled: { method: 'PUT', path: apiRoutePatterns.accounts.setUserDisabled },
});

export const twoFactorCalls = callsOf('twoFactor', {
  status: { method: 'GET', path: apiPaths.auth.twoFactorStatus },
  setup: { method: 'POST', path: apiPaths.auth.twoFactorSetup },
  confirm: { method: 'POST', path: apiPaths.auth.twoFactorConfirm },
  disable: { method: 'POST', path: apiPaths.auth.twoFactorDisable },
});

export const catalogCalls = callsOf('catalog', {
  categories: { method: 'GET', path: apiPaths.catalog.categories },
  byCategory: { method: 'GET', path: apiRoutePatterns.catalog.byCategory },
  search: { method: 'GET', path: apiPaths.catalog.search },
  /** The spec's POST listing. */
  products: { method: 'POST', path: apiPaths.catalog.products },
  productById: { method: 'GET', path: apiRoutePatterns.catalog.productById },
  totalProducts: { method: 'GET', path: apiPaths.catalog.totalProducts },
  addProduct: { method: 'POST', path: apiPaths.catalog.addProduct },
  updateProduct: { method: 'PUT', path: apiRoutePatterns.catalog.updateProduct },
  deleteProduct: { method: 'DELETE', path: apiRoutePatterns.catalog.deleteProduct },
});

export const cartCalls = callsOf('cart', {
  add: { method: 'POST', path: apiPaths.cart.add },
  view: { method: 'GET', path: apiPaths.cart.view },
  count: { method: 'GET', path: apiPaths.cart.count },
  remove: { method: 'DELETE', path: apiPaths.cart.remove },
  update: { method: 'PUT', path: apiPaths.cart.update },
});

export const commentCalls = callsOf('comments', {
  add: { method: 'POST', path: apiPaths.comments.add },
  list: { method: 'GET', path: apiRoutePatterns.comments.list },
});

export const reviewCalls = callsOf('reviews', {
  create: { method: 'POST', path: apiPaths.reviews.create },
  update: { method: 'PUT', path: apiRoutePatterns.reviews.one },
  remove: { method: 'DELETE', path: apiRoutePatterns.reviews.one },
  list: { method: 'GET', path: apiRoutePatterns.reviews.list },
  helpful: { method: 'POST', path: apiRoutePatterns.reviews.helpful },
  report: { method: 'POST', path: apiRoutePatterns.reviews.report },
  adminList: { method: 'GET', path: apiPaths.reviews.adminList },
  hide: { method: 'POST', path: apiRoutePatterns.reviews.hide },
  restore: { method: 'POST', path: apiRoutePatterns.reviews.restore },
});

export const paymentCalls = callsOf('payment', {
  initiate: { method: 'POST', path: apiPaths.payment.initiate },
  status: { method: 'GET', path: apiRoutePatterns.payment.status },
  /** The payment provider's call, never the browser's. */
  webhook: { method: 'POST', path: apiPaths.payment.webhook },
});

export const orderCalls = callsOf('orders', {
  mine: { method: 'GET', path: apiPaths.orders.mine },
  myTotal: { method: 'GET', path: apiPaths.orders.myTotal },
  overallTotal: { method: 'GET', path: apiPaths.orders.overallTotal },
  totalAmount: { method: 'GET', path: apiPaths.orders.totalAmount },
  topSelling: { method: 'GET', path: apiPaths.orders.topSelling },
  adminList: { method: 'GET', path: apiPaths.orders.adminList },
  updateStatus: { method: 'PUT', path: apiRoutePatterns.orders.updateStatus },
  cancel: { method: 'POST', path: apiRoutePatterns.orders.cancel },
  deliveryAddress: { method: 'PUT', path: apiRoutePatterns.orders.deliveryAddress },
  /** The GST tax invoice (PDF attachment) of a paid order: its owner or an admin; others 404. */
  invoice: { method: 'GET', path: apiRoutePatterns.orders.invoice },
  /** A GST credit note (PDF attachment) issued on a refund: the order's owner or an admin; others 404. */
  creditNote: { method: 'GET', path: apiRoutePatterns.orders.creditNote },
  /** An admin's month of invoices and credit notes, CSV (text/csv attachment). */
  gstRegister: { method: 'GET', path: apiPaths.orders.gstRegister },
  retryRefund: { method: 'POST', path: apiRoutePatterns.orders.retryRefund },
  receivedBack: { method: 'POST', path: apiRoutePatterns.orders.receivedBack },
  partRefund: { method: 'POST', path: apiRoutePatterns.orders.partRefund },
  retryPartRefund: { method: 'POST', path: apiRoutePatterns.orders.retryPartRefund },
});

export const addressCalls = callsOf('address', {
  list: { method: 'GET', path: apiPaths.address.list },
  create: { method: 'POST', path: apiPaths.address.create },
  update: { method: 'PUT', path: apiRoutePatterns.address.one },
  remove: { method: 'DELETE', path: apiRoutePatterns.address.one },
});

export const variantCalls = callsOf('variants', {
  group: { method: 'GET', path: apiRoutePatterns.variants.group },
  create: { method: 'POST', path: apiPaths.variants.create },
  add: { method: 'POST', path: apiRoutePatterns.variants.add },
  updateOptions: { method: 'PUT', path: apiRoutePatterns.variants.group },
  remove: { method: 'DELETE', path: apiRoutePatterns.variants.group },
});

export const newsletterCalls = callsOf('newsletter', {
  subscribe: { method: 'POST', path: apiPaths.newsletter.subscribe },
  confirm: { method: 'POST', path: apiPaths.newsletter.confirm },
});

export const stockAlertCalls = callsOf('stockAlerts', {
  /** "Notify me" on an out-of-stock product. */
  subscribe: { method: 'POST', path: apiPaths.stockAlerts.subscribe },
});

export const deliveryCalls = callsOf('delivery', {
  estimate: { method: 'GET', path: apiPaths.delivery.estimate },
  adminList: { method: 'GET', path: apiPaths.delivery.adminList },
  adminCreate: { method: 'POST', path: apiPaths.delivery.adminCreate },
  adminUpdate: { method: 'PUT', path: apiRoutePatterns.delivery.rule },
  adminRemove: { method: 'DELETE', path: apiRoutePatterns.delivery.rule },
  adminDownload: { method: 'GET', path: apiPaths.delivery.adminCsv },
  adminUpload: { method: 'POST', path: apiPaths.delivery.adminCsv },
});

export const couponCalls = callsOf('coupons', {
  apply: { method: 'POST', path: apiPaths.coupons.apply },
  remove: { method: 'DELETE', path: apiPaths.coupons.remove },
  summary: { method: 'GET', path: apiPaths.coupons.summary },
  adminList: { method: 'GET', path: apiPaths.coupons.adminList },
  adminCreate: { method: 'POST', path: apiPaths.coupons.adminCreate },
  adminUpdate: { method: 'PUT', path: apiRoutePatterns.coupons.one },
  adminRemove: { method: 'DELETE', path: apiRoutePatterns.coupons.one },
});

export const shippingCalls = callsOf('shipping', {
  /** A courier's call, never the browser's. */
  webhook: { method: 'POST', path: apiPaths.shipping.webhook },
});

export const codCalls = callsOf('cod', {
  confirm: { method: 'POST', path: apiRoutePatterns.cod.confirm },
  resend: { method: 'POST', path: apiRoutePatterns.cod.resend },
  confirmByToken: { method: 'POST', path: apiPaths.cod.confirmByToken },
  settings: { method: 'GET', path: apiPaths.cod.settings },
  updateSettings: { method: 'PUT', path: apiPaths.cod.settings },
});

export const cartReminderCalls = callsOf('cartReminders', {
  settings: { method: 'GET', path: apiPaths.cartReminders.settings },
  updateSettings: { method: 'PUT', path: apiPaths.cartReminders.settings },
  unsubscribe: { method: 'POST', path: apiPaths.cartReminders.unsubscribe },
});

export const catalogueCsvCalls = callsOf('catalogueCsv', {
  productsCsv: { method: 'GET', path: apiPaths.catalogueCsv.productsCsv },
  importProducts: { method: 'POST', path: apiPaths.catalogueCsv.importProducts },
  importProgress: { method: 'GET', path: apiRoutePatterns.catalogueCsv.importProgress },
  ordersCsv: { method: 'GET', path: apiPaths.catalogueCsv.ordersCsv },
});

export const opsCalls = callsOf('ops', {
  health: { method: 'GET', path: apiPaths.health },
  live: { method: 'GET', path: apiPaths.healthLive },
  docs: { method: 'GET', path: apiPaths.docs },
  system: { method: 'GET', path: apiPaths.adminSystem },
});
