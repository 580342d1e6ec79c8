// Coupon helpers: an admin makes a coupon, a shopper applies it, reads the cart summary, pays the discounted total.
import { apiPaths, type CartSummary, type Coupon, type CouponBody } from '@voltcart/contract';
import { cartItemsOf, fillCart, initiatePayment, type CartFill } from './checkout';
import { signInAdmin, type SignedIn } from './shoppers';
import type { TestApp } from './test-app';

let made = 0;

/** A fresh code each call ("SAVE1", "SAVE2"…), so one suite's coupons never clash. */
export const freshCode = (stem = 'SAVE') => {
  made += 1;
  return `${stem}${made}${Math.random().toString(36).slice(2, 6).toUpperCase()}`.slice(0, 20);
};

export function createCouponCall(shop: TestApp, admin: SignedIn & { token: string }, body: Partial<CouponBody>) {
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.coupons.adminCreate,
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { code: freshCode(), kind: 'percent', value: 10, ...body },
  });
}

/** Makes a coupon as an admin does (10 % off unless told otherwise) and answers it. */
export async function createCoupon(shop: TestApp, body: Partial<CouponBody> = {}): Promise<Coupon> {
  const response = await createCouponCall(shop, await signInAdmin(shop), body);
  if (response.statusCode !== 201) throw new Error(`coupon not made: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export function applyCoupon(shop: TestApp, shopper: SignedIn, code: string) {
  return shop.app.inject({ method: 'POST', url: apiPaths.coupons.apply, headers: shopper.headers, payload: { code } });
}

export async function cartSummary(shop: TestApp, shopper: SignedIn): Promise<CartSummary> {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.coupons.summary, headers: shopper.headers });
  if (response.statusCode !== 200) throw new Error(`no summary: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Fills the cart, applies the code (which must apply) and begins paying the total the summary says. */
export async function beginCouponCheckout(shop: TestApp, shopper: SignedIn, lines: CartFill, code: string) {
  await fillCart(shop, shopper, lines);
  const applied = await applyCoupon(shop, shopper, code);
  if (applied.statusCode !== 200) throw new Error(`coupon refused: ${applied.statusCode} ${applied.body}`);
  const summary: CartSummary = applied.json().data;
  const initiated = await initiatePayment(shop, shopper, { amount: summary.total, cartItems: cartItemsOf(lines) });
  if (initiated.statusCode !== 200) throw new Error(`initiate failed: ${initiated.statusCode} ${initiated.body}`);
  const { orderId, merchantTransactionId } = initiated.json().data as { orderId: string; merchantTransactionId: string };
  return { orderId, merchantTransactionId, summary };
}

/** A coupon's uses as the database holds them: its counter and its uses by state. */
export async function usesOf(shop: TestApp, couponId: string) {
  const coupon = await shop.db.selectFrom('coupons').select('uses_taken').where('id', '=', couponId).executeTakeFirstOrThrow();
  const rows = await shop.db.selectFrom('coupon_uses').select(['state', 'order_id']).where('coupon_id', '=', couponId).execute();
  return { taken: Number(coupon.uses_taken), states: rows.map((row) => row.state).sort() };
}
