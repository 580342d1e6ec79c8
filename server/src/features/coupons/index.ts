/**
 * The coupons feature's public surface. It owns `coupons`, `coupon_uses` and `cart_coupons`. For payments' checkout:
 * `priceCart(trx, userId, lines, nowMs)` → the cart's subtotal, the kept coupon's discount (split over the lines) and
 * total, or why the kept coupon does not apply; `holdCouponUse` in the checkout's transaction once its order is written;
 * `countCouponUse` when its payment completes and `releaseCouponUse` when it fails, expires, is superseded or cancelled.
 * `keptCouponIdJson` lets checkout's one-statement read see whether a coupon is kept with the cart.
 */
export { priceCart, type AppliedCoupon, type CartPricing } from './pricing';
export { countCouponUse, heldCouponIdOf, holdCouponUse, releaseCouponUse } from './uses';
export { keptCouponIdJson } from './read-models/kept-coupon-read';
export { couponRoutes } from './routes';
