/**
 * The cash-on-delivery feature's public surface. It owns `cod_settings` (the admin's rules) and `cod_confirmations`
 * (hashes of each COD order's emailed code and link). For payments' checkout: `codTermsOf(trx, userId, order, nowMs)`
 * → the fee and whether COD is allowed (why not), and `placeCodOrder` in the checkout's transaction once its order is
 * written; `expireUnconfirmedCodOrders(db, now)` in the reconciler's pass. For the cart summary (composed in app.ts):
 * `cartCodTerms`.
 */
export { codTermsOf, type CodTerms } from './rules';
export { placeCodOrder } from './placing';
export { expireUnconfirmedCodOrders } from './expiry';
export { cartCodTerms, type CartCodTerms } from './service';
export { codRoutes } from './routes';
