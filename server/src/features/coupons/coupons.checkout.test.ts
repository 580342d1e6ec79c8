import { apiPaths, type Order } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCoupon, beginCouponCheckout, cartSummary, createCoupon, usesOf } from '../../../test/coupons';
import {
  cartItemsOf,
  fillCart,
  initiatePayment,
  paymentRow,
  paymentStatus,
  pressSandbox,
  type CartFill,
} from '../../../test/checkout';
import { addressIn, completeSandboxPayment, downloadInvoice, pdfText } from '../../../test/invoices';
import { addAddress } from '../../../test/addresses';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { reconcilePendingPayments } from '../payments';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const MINUTE = 60_000;

/** 2 × ₹750 (Mouse) + 1 × ₹1,000 (TV): ₹2,500. */
async function typicalLines(): Promise<CartFill> {
  return [
    { product: await createProduct(shop, { salesPrice: 750, category: 'Mouse' }), quantity: 2 },
    { product: await createProduct(shop, { salesPrice: 1000, category: 'TV' }), quantity: 1 },
  ];
}

const orderRow = (orderId: string) =>
  shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const itemRows = (orderId: string) =>
  shop.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('price_paise').execute();
const myOrders = async (shopper: SignedIn): Promise<Order[]> =>
  (await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers })).json().data;

describe('paying with a coupon', () => {
  it('charges the discounted total, holds a use at initiate and counts it when the payment succeeds', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { kind: 'flat', value: 300, usageLimit: 10 });
    const lines = await typicalLines();
    const { orderId, merchantTransactionId, summary } = await beginCouponCheckout(shop, shopper, lines, coupon.code);
    expect(summary).toMatchObject({ subtotal: 2500, discount: 300, total: 2200 });

    const order = await orderRow(orderId);
    expect(order).toMatchObject({ total_paise: 220000, coupon_code: coupon.code, discount_paise: 30000 });
    // ₹300 split over ₹1,500 (2 × ₹750) and ₹1,000 in proportion: ₹180 and ₹120, adding up exactly.
    expect((await itemRows(orderId)).map((item) => Number(item.discount_paise))).toEqual([18000, 12000]);
    expect(Number((await paymentRow(shop, merchantTransactionId)).amount_paise)).toBe(220000);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['held'] });

    await completeSandboxPayment(shop, shopper, merchantTransactionId);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['used'] });
    // The coupon was spent: it leaves the cart with what the order bought.
    expect(await cartSummary(shop, shopper)).toMatchObject({ couponCode: null, discount: 0 });
    const [shown] = (await myOrders(shopper)).filter((each) => each._id === orderId);
    expect(shown).toMatchObject({ totalAmount: 2200, couponCode: coupon.code, discount: 300, status: 'Pending' });
    // The confirmation email names the coupon and its discount beside the total paid.
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', shopper.user.email)
      .where('subject', 'like', '%confirmed%')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(`Coupon ${coupon.code}: −₹300.00`);
    expect(mail.text).toContain('Total: ₹2,200.00');
    // Revenue counts what was paid.
    const admin = await import('../../../test/shoppers').then((module) => module.signInAdmin(shop));
    const revenue = await shop.app.inject({ method: 'GET', url: apiPaths.orders.totalAmount, headers: admin.headers });
    expect(revenue.json().data).toBeGreaterThanOrEqual(2200);
  });

  it('refuses an amount that is not the discounted total (409) and holds nothing', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { kind: 'percent', value: 10 });
    const lines = await typicalLines();
    await fillCart(shop, shopper, lines);
    await applyCoupon(shop, shopper, coupon.code);
    const response = await initiatePayment(shop, shopper, { amount: 2500, cartItems: cartItemsOf(lines) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The cart changed: the total is now ₹2,250.00. Please review your cart and try again.');
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 0, states: [] });
  });

  it('hands the same checkout back on a second click, holding one use', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { kind: 'percent', value: 10 });
    const lines = await typicalLines();
    const first = await beginCouponCheckout(shop, shopper, lines, coupon.code);
    const again = await initiatePayment(shop, shopper, { amount: 2250, cartItems: cartItemsOf(lines) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.orderId).toBe(first.orderId);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['held'] });
  });

  it('gives the use back when the payment fails', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { usageLimit: 1 });
    const { merchantTransactionId } = await beginCouponCheckout(shop, shopper, await typicalLines(), coupon.code);
    expect((await pressSandbox(shop, shopper, merchantTransactionId, 'fail')).statusCode).toBe(303);
    expect((await paymentStatus(shop, shopper, merchantTransactionId)).json().data.state).toBe('FAILED');
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 0, states: ['released'] });
    // The last use is free again: another shopper gets it.
    const other = await registerShopper(shop);
    await beginCouponCheckout(shop, other, await typicalLines(), coupon.code);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['held', 'released'] });
  });

  it('gives the use back when the checkout expires unpaid', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { usageLimit: 5 });
    const { orderId } = await beginCouponCheckout(shop, shopper, await typicalLines(), coupon.code);
    await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + 10 * MINUTE + 1_000);
    expect((await orderRow(orderId)).status).toBe('Payment failed');
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 0, states: ['released'] });
  });

  it('gives the use back when a changed cart supersedes the checkout, and holds one for the new one', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { kind: 'flat', value: 100, perShopperLimit: 1 });
    const lines = await typicalLines();
    const first = await beginCouponCheckout(shop, shopper, lines, coupon.code);
    const more = [...lines, { product: await createProduct(shop, { salesPrice: 500, category: 'Mouse' }), quantity: 1 }];
    await fillCart(shop, shopper, more.slice(2));
    const next = await initiatePayment(shop, shopper, { amount: 2900, cartItems: cartItemsOf(more) });
    expect(next.statusCode, next.body).toBe(200);
    expect((await orderRow(first.orderId)).status).toBe('Superseded');
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['held', 'released'] });
  });

  it('refuses, naming the coupon, a checkout whose cart fell below its minimum; paying the plain total goes without it', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { kind: 'flat', value: 200, minOrder: 2000 });
    const lines = await typicalLines();
    await fillCart(shop, shopper, lines);
    await applyCoupon(shop, shopper, coupon.code);
    const [mouse] = await shop.db
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', shopper.user._id)
      .where('product_id', '=', lines[0]!.product._id)
      .execute();
    await shop.db.deleteFrom('cart_items').where('id', '=', mouse!.id).execute();
    const left = lines.slice(1);
    const refused = await initiatePayment(shop, shopper, { amount: 800, cartItems: cartItemsOf(left) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Coupon ${coupon.code} no longer applies: This coupon needs a minimum order of ₹2,000. The cart changed: the total is now ₹1,000.00. Please review your cart and try again.`,
    );
    const plain = await initiatePayment(shop, shopper, { amount: 1000, cartItems: cartItemsOf(left) });
    expect(plain.statusCode).toBe(200);
    expect(await orderRow(plain.json().data.orderId)).toMatchObject({
      total_paise: 100000,
      coupon_code: null,
      discount_paise: 0,
    });
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 0, states: [] });
  });

  it('gives the last use to exactly one of two shoppers checking out at once', async () => {
    const coupon = await createCoupon(shop, { kind: 'flat', value: 100, usageLimit: 1 });
    const racers = await Promise.all([registerShopper(shop), registerShopper(shop)]);
    const carts: CartFill[] = [];
    for (const racer of racers) {
      const lines = await typicalLines();
      await fillCart(shop, racer, lines);
      expect((await applyCoupon(shop, racer, coupon.code)).statusCode).toBe(200);
      carts.push(lines);
    }
    const answers = await Promise.all(
      racers.map((racer, index) => initiatePayment(shop, racer, { amount: 2400, cartItems: cartItemsOf(carts[index]!) })),
    );
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    // The loser is told why, whether it met the winner's use at its update (422) or read it already taken (409).
    const loser = answers.find((answer) => answer.statusCode !== 200)!;
    expect([409, 422]).toContain(loser.statusCode);
    expect(loser.json().message).toMatch(
      new RegExp(
        `^Coupon ${coupon.code} (has just been used up\\. Remove it to pay without it\\.|no longer applies: This coupon has been used up\\.)`,
      ),
    );
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['held'] });
    const discounted = await shop.db.selectFrom('orders').select('id').where('coupon_code', '=', coupon.code).execute();
    expect(discounted).toHaveLength(1);
  });

  it('gives back what was paid when a coupon order is cancelled, never the undiscounted price', async () => {
    const shopper = await registerShopper(shop);
    const coupon = await createCoupon(shop, { kind: 'flat', value: 500 });
    const { orderId, merchantTransactionId } = await beginCouponCheckout(shop, shopper, await typicalLines(), coupon.code);
    await completeSandboxPayment(shop, shopper, merchantTransactionId);
    const cancelled = await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: shopper.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'Refunded', refund: { state: 'COMPLETED', amount: 2000 } });
    const [refund] = await shop.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
    expect(Number(refund!.amount_paise)).toBe(200000);
  });
});

describe('the GST invoice of a coupon order', () => {
  it("lowers each line's taxable value by its share of the discount, lines adding up to what was paid", async () => {
    const shopper = await registerShopper(shop);
    await addAddress(shop, shopper, { ...addressIn('Karnataka'), isDefault: true });
    const coupon = await createCoupon(shop, { kind: 'flat', value: 1000 });
    const mouse = await createProduct(shop, { name: 'Wireless mouse', salesPrice: 1499.5, category: 'Mouse' });
    const phone = await createProduct(shop, { name: 'Pixel phone', salesPrice: 24999, category: 'Mobiles' });
    const lines = [
      { product: mouse, quantity: 2 },
      { product: phone, quantity: 1 },
    ];
    const { orderId, merchantTransactionId } = await beginCouponCheckout(shop, shopper, lines, coupon.code);
    await completeSandboxPayment(shop, shopper, merchantTransactionId);
    const text = await pdfText((await downloadInvoice(shop, orderId, shopper.headers)).rawPayload);
    for (const printed of [
      'Discount',
      // ₹1,000 over 2,999.00 and 24,999.00: 107.11 and 892.89 (the odd paisa to the larger remainder).
      '107.11',
      '892.89',
      // Mouse: 2,891.89 paid → taxable 2,450.75, tax 441.14 → 220.57 + 220.57.
      '2,450.75',
      '220.57',
      '2,891.89',
      // Phone: 24,106.11 paid → taxable 20,428.91, tax 3,677.20 → 1,838.60 + 1,838.60.
      '20,428.91',
      '1,838.60',
      '24,106.11',
      'Total taxable value Rs. 22,879.66',
      'Invoice total Rs. 26,998.00',
      `coupon ${coupon.code}`,
    ]) {
      expect(text).toContain(printed);
    }
  });
});
