import { apiCalls, type CouponBody } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { coupons } = apiCalls;

export const couponApi = {
  /** What the cart costs: subtotal, the kept coupon's discount, shipping and the total Pay charges. */
  summary: () => call(coupons.summary),
  apply: (code: string) => call(coupons.apply, { body: { code } }),
  remove: () => call(coupons.remove),
  list: () => call(coupons.adminList, { asAdmin: true }),
  create: (body: CouponBody) => call(coupons.adminCreate, { body, asAdmin: true }),
  update: (id: string, body: CouponBody) => call(coupons.adminUpdate, { params: { id }, body, asAdmin: true }),
  delete: (id: string) => call(coupons.adminRemove, { params: { id }, asAdmin: true }),
};
