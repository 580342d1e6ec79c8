import { EmptyAnswer, IdParams } from '../common';
import { ApplyCouponBody, CartSummaryAnswer, CouponAnswer, CouponBody, CouponsAnswer } from '../coupon';
import { couponCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

const adminErrors = [401, 403] as const;

export const couponRoutes = {
  // 422: the coupon does not apply, in words (unknown, expired, used up, minimum order, categories, first order only).
  apply: defineRoute(couponCalls.apply, {
    body: ApplyCouponBody,
    response: { 200: CartSummaryAnswer },
    errors: [...signedInErrors, 422],
  }),
  remove: defineRoute(couponCalls.remove, { response: { 200: CartSummaryAnswer }, errors: signedInErrors }),
  summary: defineRoute(couponCalls.summary, { response: { 200: CartSummaryAnswer }, errors: signedInErrors }),
  adminList: defineRoute(couponCalls.adminList, { response: { 200: CouponsAnswer }, errors: adminErrors }),
  // 409: another coupon has that code.
  adminCreate: defineRoute(couponCalls.adminCreate, {
    body: CouponBody,
    response: { 201: CouponAnswer },
    errors: [...adminErrors, 409],
  }),
  adminUpdate: defineRoute(couponCalls.adminUpdate, {
    params: IdParams,
    body: CouponBody,
    response: { 200: CouponAnswer },
    errors: [...adminErrors, 404, 409],
  }),
  // 422: a coupon orders have used is kept (turn it off instead).
  adminRemove: defineRoute(couponCalls.adminRemove, {
    params: IdParams,
    response: { 200: EmptyAnswer },
    errors: [...adminErrors, 404, 422],
  }),
};
