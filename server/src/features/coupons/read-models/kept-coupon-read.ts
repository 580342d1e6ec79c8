import { sql, type RawBuilder } from 'kysely';

/**
 * The id of the coupon kept with the cart of the user `userColumn` names (null without one), as a scalar subquery that
 * checkout's one-statement read folds in (payments/checkout/read.ts). Changing it moves the user's checkout version
 * (migration 0025), so a read kept under that version never shows an old answer.
 */
export function keptCouponIdJson(userColumn: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`(select cart_coupons.coupon_id from cart_coupons where cart_coupons.user_id = ${sql.ref(userColumn)})`;
}
