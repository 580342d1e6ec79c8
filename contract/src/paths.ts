// Plain data, no zod: the web bundle and the server read the same table.

/**
 * The route patterns of the paths that carry a parameter, as the server registers them (`:name` is filled by
 * the builders in `apiPaths`).
 */
export const apiRoutePatterns = {
  catalog: {
    byCategory: '/api/getProductByCategory/categorywise/:categories',
    productById: '/api/product/getProductById/:id',
    updateProduct: '/api/product/updateProduct/:id',
    deleteProduct: '/api/product/deleteProduct/:id',
  },
  comments: {
    list: '/api/comment/view-comment/:productId',
  },
  payment: {
    status: '/api/payment/status/:transactionId',
  },
  orders: {
    updateStatus: '/api/order/admin/:id/status',
    cancel: '/api/order/cancel/:id',
    deliveryAddress: '/api/order/:id/delivery-address',
    invoice: '/api/order/invoice/:orderId',
    creditNote: '/api/order/credit-note/:id',
    retryRefund: '/api/order/admin/:id/retry-refund',
    receivedBack: '/api/order/admin/:id/received-back',
    partRefund: '/api/order/admin/:id/refunds',
    retryPartRefund: '/api/order/admin/refunds/:refundId/retry',
  },
  address: {
    one: '/api/address/:id',
  },
  accounts: {
    setUserDisabled: '/api/auth/admin/users/:id/disabled',
  },
  coupons: {
    one: '/api/admin/coupons/:id',
  },
  delivery: {
    rule: '/api/admin/delivery/rules/:id',
  },
  cod: {
    confirm: '/api/order/:id/confirm-cod',
    resend: '/api/order/:id/confirm-cod/resend',
  },
  catalogueCsv: {
    importProgress: '/api/admin/products/import/:importId',
  },
  variants: {
    group: '/api/admin/variants/:productId',
    add: '/api/admin/variants/:productId/variants',
  },
  reviews: {
    one: '/api/review/:id',
    list: '/api/review/:productId',
    helpful: '/api/review/:id/helpful',
    report: '/api/review/:id/report',
    hide: '/api/review/admin/:id/hide',
    restore: '/api/review/admin/:id/restore',
  },
} as const;

/** A route pattern with its `:name` parameters filled in, each URL-encoded. */
export function fillRoutePattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs ${name}`);
    return encodeURIComponent(value);
  });
}

const { catalog, comments, payment, orders, address, accounts, coupons, delivery, variants, reviews, cod, catalogueCsv } =
  apiRoutePatterns;

/** Every path of the API: the spec's 28 calls verbatim, and the calls the shop added (docs/product.md). */
export const apiPaths = {
  health: '/api/health',
  /** Answers while the process runs, whatever the database (a liveness probe). */
  healthLive: '/api/health/live',
  docs: '/api/docs',
  /** The admin's view of the system: version, uptime, database, queues, background jobs and the last errors. */
  adminSystem: '/api/admin/system',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    checkAuth: '/api/auth/check-auth',
    adminLogin: '/api/auth/admin-login',
    totalUsers: '/api/auth/total-users',
    allUsers: '/api/auth/get-all-users',
    /** Always answers the same; mails a reset link when the account exists. */
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    checkResetLink: '/api/auth/reset-password/check',
    /** Confirms a welcome link's token, or (signed in as that account) an email-change link's. */
    verifyEmail: '/api/auth/verify-email',
    /** The link mailed to the address an account left: moves it back and ends every session. */
    undoEmailChange: '/api/auth/undo-email-change',
    resendVerification: '/api/auth/resend-verification',
    changePassword: '/api/auth/change-password',
    changeEmail: '/api/auth/change-email',
    signOutEverywhere: '/api/auth/sign-out-everywhere',
    /** An admin disables or enables an account (disabling ends its sessions). */
    setUserDisabled: (id: string) => fillRoutePattern(accounts.setUserDisabled, { id }),
    /** Admin two-factor: start enrolment (secret, otpauth URI), confirm it with a code (recovery codes), see its state. */
    twoFactorSetup: '/api/auth/two-factor/setup',
    twoFactorConfirm: '/api/auth/two-factor/confirm',
    twoFactorStatus: '/api/auth/two-factor',
    /** Turn it off again: the admin's password and a current code (or a recovery code). */
    twoFactorDisable: '/api/auth/two-factor/disable',
  },
  catalog: {
    categories: '/api/categories',
    byCategory: (categories: string) => fillRoutePattern(catalog.byCategory, { categories }),
    products: '/api/product/getProduct',
    productById: (id: string) => fillRoutePattern(catalog.productById, { id }),
    totalProducts: '/api/product/total-products',
    /** The paged listing and search (contract/src/search.ts ProductSearchQuery). */
    search: '/api/product/search',
    addProduct: '/api/product/addProduct',
    updateProduct: (id: string) => fillRoutePattern(catalog.updateProduct, { id }),
    deleteProduct: (id: string) => fillRoutePattern(catalog.deleteProduct, { id }),
  },
  cart: {
    add: '/api/cart/addtocart',
    view: '/api/cart/view-cart-product',
    count: '/api/cart/countAddToCartProduct',
    remove: '/api/cart/delete-cart-product',
    update: '/api/cart/update-cart-product',
  },
  comments: {
    add: '/api/comment/add-comment',
    list: (productId: string) => fillRoutePattern(comments.list, { productId }),
  },
  payment: {
    initiate: '/api/payment/initiate',
    status: (transactionId: string) => fillRoutePattern(payment.status, { transactionId }),
    webhook: '/api/payment/webhook/phonepe',
  },
  orders: {
    mine: '/api/order/getAllOrders',
    myTotal: '/api/order/total-orders',
    overallTotal: '/api/order/overAllOrders',
    totalAmount: '/api/order/total-amount',
    topSelling: '/api/order/top-selling-products',
    adminList: '/api/order/admin/all',
    updateStatus: (id: string) => fillRoutePattern(orders.updateStatus, { id }),
    /** A shopper cancels their own paid order before it ships (a paid order is refunded). */
    cancel: (id: string) => fillRoutePattern(orders.cancel, { id }),
    /** A shopper gives the delivery address of their paid order that was bought without one. */
    deliveryAddress: (id: string) => fillRoutePattern(orders.deliveryAddress, { id }),
    /** The GST tax invoice (PDF) of a paid order: its owner or an admin. */
    invoice: (orderId: string) => fillRoutePattern(orders.invoice, { orderId }),
    /** A GST credit note (PDF) issued on a refund: the order's owner or an admin. */
    creditNote: (id: string) => fillRoutePattern(orders.creditNote, { id }),
    /** An admin's month of invoices and credit notes as CSV for the accountant (`?month=YYYY-MM`). */
    gstRegister: '/api/order/admin/gst-register.csv',
    /** An admin retries a refund that failed. */
    retryRefund: (id: string) => fillRoutePattern(orders.retryRefund, { id }),
    /** An admin marks the goods of a cancelled order that had shipped as received back (its stock goes back on the shelf). */
    receivedBack: (id: string) => fillRoutePattern(orders.receivedBack, { id }),
    /** An admin refunds part of a paid order (any amount up to what is left to refund). */
    partRefund: (id: string) => fillRoutePattern(orders.partRefund, { id }),
    /** An admin retries a part refund that failed. */
    retryPartRefund: (refundId: string) => fillRoutePattern(orders.retryPartRefund, { refundId }),
  },
  /** An admin's variant groups: a group made from a product, variants added, their options edited, one taken out. */
  variants: {
    create: '/api/admin/variants',
    group: (productId: string) => fillRoutePattern(variants.group, { productId }),
    add: (productId: string) => fillRoutePattern(variants.add, { productId }),
  },
  address: {
    list: '/api/address',
    create: '/api/address',
    update: (id: string) => fillRoutePattern(address.one, { id }),
    remove: (id: string) => fillRoutePattern(address.one, { id }),
  },
  newsletter: {
    subscribe: '/api/newsletter/subscribe',
    /** The double opt-in: the token from the confirmation email. */
    confirm: '/api/newsletter/confirm',
  },
  stockAlerts: {
    /** "Notify me" on an out-of-stock product. */
    subscribe: '/api/product/notify-me',
  },
  coupons: {
    /** The shopper's coupon box: the code is kept with their cart on the server. */
    apply: '/api/cart/coupon',
    remove: '/api/cart/coupon',
    /** What the cart costs: subtotal, the coupon's discount, shipping and the total Pay charges. */
    summary: '/api/cart/summary',
    adminList: '/api/admin/coupons',
    adminCreate: '/api/admin/coupons',
    adminUpdate: (id: string) => fillRoutePattern(coupons.one, { id }),
    adminRemove: (id: string) => fillRoutePattern(coupons.one, { id }),
  },
  delivery: {
    /** When a pincode is delivered to (public): the promised day, cash on delivery, or why it is not served. */
    estimate: '/api/delivery/estimate',
    adminList: '/api/admin/delivery/rules',
    adminCreate: '/api/admin/delivery/rules',
    adminUpdate: (id: string) => fillRoutePattern(delivery.rule, { id }),
    adminRemove: (id: string) => fillRoutePattern(delivery.rule, { id }),
    /** Every rule as a CSV file (download), and a CSV file of rules (upload). */
    adminCsv: '/api/admin/delivery/rules.csv',
  },
  cod: {
    /** The shopper confirms their cash-on-delivery order with the 6-digit code emailed to them. */
    confirm: (id: string) => fillRoutePattern(cod.confirm, { id }),
    /** A new code (and link), at most every 30 seconds. */
    resend: (id: string) => fillRoutePattern(cod.resend, { id }),
    /** The emailed link's token (its page posts it). */
    confirmByToken: '/api/order/confirm-cod',
    /** The admin's cash-on-delivery rules. */
    settings: '/api/admin/settings/cod',
  },
  cartReminders: {
    /** After how many hours a cart is reminded of, and the reminders' counts (admin). */
    settings: '/api/admin/settings/abandoned-carts',
    /** The unsubscribe link of every marketing email (`?email=&token=`); mail clients' one-click posts here too. */
    unsubscribe: '/api/mail/unsubscribe',
  },
  catalogueCsv: {
    /** Every product as a spreadsheet (docs/catalogue-csv.md). */
    productsCsv: '/api/admin/products.csv',
    /** A products spreadsheet checked (dry run) or applied, keyed by SKU. */
    importProducts: '/api/admin/products/import',
    /** How far an import has come, by the id its caller gave it. */
    importProgress: (importId: string) => fillRoutePattern(catalogueCsv.importProgress, { importId }),
    /** The orders placed in a date range as a spreadsheet. */
    ordersCsv: '/api/admin/orders.csv',
  },
  shipping: {
    /** A courier's signed status update (never the browser's call). */
    webhook: '/api/shipping/webhook',
  },
  reviews: {
    create: '/api/review',
    update: (id: string) => fillRoutePattern(reviews.one, { id }),
    remove: (id: string) => fillRoutePattern(reviews.one, { id }),
    /** A product's shown reviews with their summary (public; `voted` and `mine` for a signed-in caller). */
    list: (productId: string) => fillRoutePattern(reviews.list, { productId }),
    helpful: (id: string) => fillRoutePattern(reviews.helpful, { id }),
    report: (id: string) => fillRoutePattern(reviews.report, { id }),
    /** Every review for moderation, reported first (admin). */
    adminList: '/api/review/admin/all',
    hide: (id: string) => fillRoutePattern(reviews.hide, { id }),
    restore: (id: string) => fillRoutePattern(reviews.restore, { id }),
  },
} as const;

const tokenFragment = (token: string) => `#${new URLSearchParams({ token }).toString()}`;

/** Pages of the web app the server links to (the payment provider sends the shopper back to one; the sitemap and canonical links name the others). */
export const pagePaths = {
  paymentStatus: (merchantTransactionId: string) => `/status/${encodeURIComponent(merchantTransactionId)}`,
  home: '/',
  /** One category or several, comma-separated ("Mouse,TV"); the commas stay readable. */
  category: (categoryNames: string | readonly string[]) =>
    `/category/${encodeURIComponent(typeof categoryNames === 'string' ? categoryNames : categoryNames.join(','))}`.replace(
      /%2C/g,
      ',',
    ),
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  search: (query: string) => `/search?${new URLSearchParams({ q: query }).toString()}`,
  sitemap: '/sitemap.xml',
  /** One part of a sitemap index (a catalogue past the protocol's 50,000 URLs a file). */
  sitemapPart: (part: number) => `/sitemap/${part}.xml`,
  robots: '/robots.txt',
  orders: '/order',
  cart: '/cart',
  profile: '/profile',
  forgotPassword: '/forgot-password',
  /**
   * Email links carry their token in the fragment, which the browser sends to no server (no access log, no
   * Referer); the pages read it, clear it from the address and send it on with POST.
   */
  resetPassword: (token: string) => `/reset-password${tokenFragment(token)}`,
  verifyEmail: (token: string) => `/verify-email${tokenFragment(token)}`,
  undoEmailChange: (token: string) => `/undo-email-change${tokenFragment(token)}`,
  newsletterConfirm: (token: string) => `/newsletter/confirm${tokenFragment(token)}`,
  /** The unsubscribe page of a marketing email's link: it asks, then posts the address and its token. */
  unsubscribe: (email: string, token: string) => `/unsubscribe#${new URLSearchParams({ email, token }).toString()}`,
} as const;

/**
 * Cash on delivery's pages, kept apart from `pagePaths` so the home page's bundle (which carries that object) does not
 * carry them: where an order lands once placed (its code is entered there), and the confirmation email's link.
 */
export const codPagePaths = {
  orderPlaced: (orderId: string) => `/order/placed/${encodeURIComponent(orderId)}`,
  confirm: (token: string) => `/order/confirm${tokenFragment(token)}`,
} as const;

/**
 * Every page address of the web app, as its router's patterns (`:name` is one segment). The server answers any
 * other page address with 404 and the 404 page (web/src/app/router.test.ts keeps the router to this list).
 */
export const webAppPagePatterns = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/undo-email-change',
  '/profile',
  '/categories',
  '/category/:categoryName',
  '/product/:id',
  '/search',
  '/cart',
  '/compare',
  '/order',
  '/order/placed/:orderId',
  '/order/confirm',
  '/status',
  '/status/:merchantTransactionId',
  '/payment-success',
  '/payment-failed',
  '/help',
  '/returns',
  '/shipping',
  '/contact',
  '/about',
  '/careers',
  '/blog',
  '/terms',
  '/newsletter/confirm',
  '/unsubscribe',
  '/admin',
  '/admin/product',
  '/admin-login',
  '/admin-home',
] as const;

/** Whether a path is a page of the web app, matched as its router matches: any letter case, a trailing slash allowed. */
export function isWebAppPage(pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return webAppPagePatterns.some((pattern) => {
    const wanted = pattern.toLowerCase().split('/').filter(Boolean);
    return wanted.length === segments.length && wanted.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}

/** Whether a path is a page of the admin area (client-rendered, code-split: the server never renders it). */
export function isAdminPage(pathname: string): boolean {
  const first = pathname.toLowerCase().split('/').find(Boolean);
  return first === 'admin' || first === 'admin-login' || first === 'admin-home';
}
