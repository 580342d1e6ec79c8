import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { applyCoupon, cartSummary, createCoupon, freshCode } from '../../../test/coupons';
import { fillCart, giveFirstPaidOrder } from '../../../test/checkout';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const HOUR = 3_600_000;

/** A shopper with 2 × ₹750 of Mouse and 1 × ₹1,000 of TV in the cart (₹2,500). */
async function shopperWithCart(): Promise<SignedIn> {
  const shopper = await registerShopper(shop);
  const mouse = await createProduct(shop, { salesPrice: 750, category: 'Mouse' });
  const tv = await createProduct(shop, { salesPrice: 1000, category: 'TV' });
  await fillCart(shop, shopper, [
    { product: mouse, quantity: 2 },
    { product: tv, quantity: 1 },
  ]);
  return shopper;
}

async function refusal(shopper: SignedIn, code: string): Promise<string> {
  const response = await applyCoupon(shop, shopper, code);
  expect(response.statusCode, response.body).toBe(422);
  expect(await shop.db.selectFrom('cart_coupons').select('coupon_id').where('user_id', '=', shopper.user._id).execute()).toEqual(
    [],
  );
  return response.json().message;
}

describe('the coupon box', () => {
  it('applies a code typed in any case, keeps it with the cart and the summary shows the discount and total', async () => {
    const shopper = await shopperWithCart();
    const coupon = await createCoupon(shop, { code: freshCode('TENOFF'), kind: 'percent', value: 10 });
    const response = await applyCoupon(shop, shopper, `  ${coupon.code.toLowerCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Coupon ${coupon.code} applied: you save ₹250.00`,
      data: { subtotal: 2500, discount: 250, couponCode: coupon.code, shipping: 0, total: 2250 },
    });
    expect(await cartSummary(shop, shopper)).toEqual({
      subtotal: 2500,
      discount: 250,
      couponCode: coupon.code,
      codFee: 49,
      shipping: 0,
      total: 2250,
      cod: { available: true, reason: null },
    });
  });

  it('removes the coupon: the total is the subtotal again', async () => {
    const shopper = await shopperWithCart();
    const coupon = await createCoupon(shop, { kind: 'flat', value: 100 });
    await applyCoupon(shop, shopper, coupon.code);
    const removed = await shop.app.inject({ method: 'DELETE', url: apiPaths.coupons.remove, headers: shopper.headers });
    expect(removed.json()).toMatchObject({ message: 'Coupon removed', data: { discount: 0, couponCode: null, total: 2500 } });
  });

  it('answers a cart without a coupon with its plain total', async () => {
    const shopper = await shopperWithCart();
    expect(await cartSummary(shop, shopper)).toEqual({
      subtotal: 2500,
      discount: 0,
      couponCode: null,
      codFee: 49,
      shipping: 0,
      total: 2500,
      cod: { available: true, reason: null },
    });
  });

  it('caps a percent at the maximum discount', async () => {
    const shopper = await shopperWithCart();
    const coupon = await createCoupon(shop, { kind: 'percent', value: 50, maxDiscount: 300 });
    expect((await applyCoupon(shop, shopper, coupon.code)).json().data).toMatchObject({ discount: 300, total: 2200 });
  });

  it('takes a category coupon off those lines only', async () => {
    const shopper = await shopperWithCart();
    const coupon = await createCoupon(shop, { kind: 'percent', value: 20, categories: ['TV'] });
    expect((await applyCoupon(shop, shopper, coupon.code)).json().data).toMatchObject({ discount: 200, total: 2300 });
  });
});

describe('every refusal says why', () => {
  it('an unknown code', async () => {
    expect(await refusal(await shopperWithCart(), 'NOSUCHCODE')).toBe(
      'There is no coupon NOSUCHCODE. Check the code and try again.',
    );
  });

  it('a coupon turned off', async () => {
    const coupon = await createCoupon(shop, { active: false });
    expect(await refusal(await shopperWithCart(), coupon.code)).toBe('This coupon is no longer available');
  });

  it('a coupon not started yet', async () => {
    const coupon = await createCoupon(shop, { startsAt: new Date(Date.now() + 48 * HOUR).toISOString() });
    expect(await refusal(await shopperWithCart(), coupon.code)).toMatch(
      /^This coupon can be used from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
  });

  it('an expired coupon', async () => {
    const coupon = await createCoupon(shop, {
      startsAt: new Date(Date.now() - 48 * HOUR).toISOString(),
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(await refusal(await shopperWithCart(), coupon.code)).toBe('This coupon has expired');
  });

  it('a coupon whose every use is taken', async () => {
    const coupon = await createCoupon(shop, { usageLimit: 3 });
    await shop.db.updateTable('coupons').set({ uses_taken: 3 }).where('id', '=', coupon._id).execute();
    expect(await refusal(await shopperWithCart(), coupon.code)).toBe('This coupon has been used up');
  });

  it('a coupon the shopper has already used', async () => {
    const shopper = await shopperWithCart();
    const coupon = await createCoupon(shop, { perShopperLimit: 1 });
    const earlier = await createProduct(shop);
    const { id: orderId } = await insertOrder(shop, shopper.user._id, [{ product: earlier, quantity: 1 }], {
      status: 'Delivered',
    });
    const now = new Date().toISOString();
    await shop.db
      .insertInto('coupon_uses')
      .values({
        id: newId(),
        coupon_id: coupon._id,
        user_id: shopper.user._id,
        order_id: orderId,
        state: 'used',
        discount_paise: 100,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await refusal(shopper, coupon.code)).toBe('You have already used this coupon');
  });

  it('a first-order coupon for a shopper who has ordered before', async () => {
    const shopper = await shopperWithCart();
    await giveFirstPaidOrder(shop, shopper);
    const coupon = await createCoupon(shop, { firstOrderOnly: true });
    expect(await refusal(shopper, coupon.code)).toBe('This coupon is for your first order only');
    const newcomer = await shopperWithCart();
    expect((await applyCoupon(shop, newcomer, coupon.code)).statusCode).toBe(200);
  });

  it('a coupon for categories the cart has none of', async () => {
    const coupon = await createCoupon(shop, { categories: ['Mobiles', 'Camera'] });
    expect(await refusal(await shopperWithCart(), coupon.code)).toBe(
      'This coupon is not for these categories: it applies only to Mobiles and Camera',
    );
  });

  it('a cart below the minimum order', async () => {
    const coupon = await createCoupon(shop, { minOrder: 3000 });
    expect(await refusal(await shopperWithCart(), coupon.code)).toBe('This coupon needs a minimum order of ₹3,000');
    const ofTv = await createCoupon(shop, { minOrder: 2000, categories: ['TV'] });
    expect(await refusal(await shopperWithCart(), ofTv.code)).toBe('This coupon needs a minimum order of ₹2,000 of TV');
  });

  it('an empty cart', async () => {
    const coupon = await createCoupon(shop);
    const response = await applyCoupon(shop, await registerShopper(shop), coupon.code);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Add something to your cart before applying a coupon.');
  });

  it('a malformed code, under the field (400)', async () => {
    const response = await applyCoupon(shop, await shopperWithCart(), 'no!');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ code: 'A coupon code is 4 to 20 letters and digits' });
  });

  it('a kept coupon that stops applying shows no discount and why', async () => {
    const shopper = await shopperWithCart();
    const coupon = await createCoupon(shop, { minOrder: 2000 });
    await applyCoupon(shop, shopper, coupon.code);
    const [line] = await shop.db.selectFrom('cart_items').select('id').where('user_id', '=', shopper.user._id).execute();
    await shop.db.deleteFrom('cart_items').where('id', '=', line!.id).execute();
    expect(await cartSummary(shop, shopper)).toEqual({
      subtotal: 1000,
      discount: 0,
      couponCode: coupon.code,
      couponProblem: 'This coupon needs a minimum order of ₹2,000',
      codFee: 49,
      shipping: 0,
      total: 1000,
      cod: { available: true, reason: null },
    });
  });

  it('is for signed-in shoppers only', async () => {
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.coupons.summary });
    expect(response.statusCode).toBe(401);
  });
});
