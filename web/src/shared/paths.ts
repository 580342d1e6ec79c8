// Every client route of the shop, in one place, so links and the router cannot drift apart.

/** The router's patterns of the addresses that carry a parameter (their builders are in `paths`). */
export const routePatterns = {
  category: '/category/:categoryName',
  product: '/product/:id',
  search: '/search',
  paymentStatus: '/status/:merchantTransactionId',
  /** Where a cash-on-delivery order lands once placed (its code form). */
  orderPlaced: '/order/placed/:orderId',
  /** The provider's older return address: `/status?transactionId=…`. */
  paymentStatusByQuery: '/status',
} as const;

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The page an emailed reset link opens (`#token=…`; links mailed before carry `?token=…`). */
  resetPassword: '/reset-password',
  /** The page an emailed verification or change-of-email link opens (`#token=…`, or `?token=…`). */
  verifyEmail: '/verify-email',
  /** The page of the link mailed to the address an account was moved away from (`#token=…`). */
  undoEmailChange: '/undo-email-change',
  profile: '/profile',
  categories: '/categories',
  category: (names: string | readonly string[]) =>
    `/category/${encodeURIComponent(typeof names === 'string' ? names : names.join(','))}`.replace(/%2C/g, ','),
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  /** The "Notify me when it's back" box of a sold-out product's page (its element id is `notify-me`). */
  productNotifyMe: (id: string) => `/product/${encodeURIComponent(id)}#notify-me`,
  /** The double opt-in link of the newsletter's confirmation email (`#token=…`, or `?token=…`). */
  newsletterConfirm: '/newsletter/confirm',
  unsubscribe: '/unsubscribe',
  /** The search results for `q` (`/search?q=…`). */
  search: (q: string) => `/search?${new URLSearchParams({ q }).toString()}`,
  cart: '/cart',
  /** The products collected for comparing, side by side. */
  compare: '/compare',
  paymentStatus: (merchantTransactionId: string) => `/status/${encodeURIComponent(merchantTransactionId)}`,
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  orders: '/order',
  /** The cash-on-delivery confirmation email's link (`#token=…`). */
  codConfirm: '/order/confirm',
  admin: '/admin',
  adminProduct: '/admin/product',
  adminLogin: '/admin-login',
  adminHome: '/admin-home',
  help: '/help',
  returns: '/returns',
  shipping: '/shipping',
  contact: '/contact',
  about: '/about',
  careers: '/careers',
  blog: '/blog',
  terms: '/terms',
} as const;
