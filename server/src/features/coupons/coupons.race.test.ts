import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, usesOf } from '../../../test/coupons';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nowIso } from '../../db/engine/database';
import { holdCouponUse } from './uses';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('the last use of a coupon', () => {
  it('goes to exactly one of two checkouts that both saw it free, each in its own transaction at once', async () => {
    const coupon = await createCoupon(shop, { kind: 'flat', value: 100, usageLimit: 1 });
    const product = await createProduct(shop);
    const checkouts = await Promise.all(
      [0, 1].map(async () => {
        const shopper = await registerShopper(shop);
        const order = await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { status: 'Payment pending' });
        return { userId: shopper.user._id, orderId: order.id };
      }),
    );
    const applied = { couponId: coupon._id, code: coupon.code, discountPaise: 10000, lineDiscountsPaise: [10000] };
    // Both transactions open before either takes the use (on PostgreSQL, two connections of the pool).
    let opened = 0;
    let bothOpen: () => void = () => {};
    const ready = new Promise<void>((resolve) => (bothOpen = resolve));
    const outcomes = await Promise.allSettled(
      checkouts.map((checkout) =>
        shop.db.transaction().execute(async (trx) => {
          await trx.selectFrom('coupons').select('uses_taken').where('id', '=', coupon._id).execute();
          opened += 1;
          if (opened === 2) bothOpen();
          // SQLite runs one transaction at a time: the second opens only after the first ends.
          if (shop.engine === 'postgres') await ready;
          await holdCouponUse(trx, applied, checkout, nowIso());
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.message).toBe(
      `Coupon ${coupon.code} has just been used up. Remove it to pay without it.`,
    );
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['held'] });
  });
});
