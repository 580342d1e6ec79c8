import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMove,
  confirmCode,
  latestCodeMail,
  myOrder,
  orderRowOf,
  placeCodOrder,
  setCodRules,
  stockOf,
} from '../../../test/cod';
import { applyCoupon, createCoupon, usesOf } from '../../../test/coupons';
import { fillCart } from '../../../test/checkout';
import { downloadInvoice, pdfText } from '../../../test/invoices';
import { createProduct } from '../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { reconcilePendingPayments } from '../payments';
import { cartSummary } from '../../../test/coupons';
import { initiateCod } from '../../../test/cod';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await setCodRules(shop, {});
});
afterAll(() => shop.close());

const MINUTE = 60_000;

async function confirmedOrder(salesPrice = 800, stock = 10) {
  const shopper = await registerShopper(shop);
  const product = await createProduct(shop, { salesPrice, stock, category: 'Mouse' });
  const { orderId } = await placeCodOrder(shop, shopper, [{ product, quantity: 1 }]);
  const { code } = await latestCodeMail(shop, shopper);
  expect((await confirmCode(shop, shopper, orderId, code)).statusCode).toBe(200);
  return { shopper, product, orderId };
}

async function withCoupon(shopper: SignedIn, productPrice = 1000) {
  const coupon = await createCoupon(shop, { kind: 'flat', value: 100, usageLimit: 5 });
  const lines = [{ product: await createProduct(shop, { salesPrice: productPrice, stock: 10 }), quantity: 1 }];
  await fillCart(shop, shopper, lines);
  expect((await applyCoupon(shop, shopper, coupon.code)).statusCode).toBe(200);
  const summary = await cartSummary(shop, shopper);
  const placed = await initiateCod(shop, shopper, lines, summary);
  expect(placed.statusCode, placed.body).toBe(200);
  return { coupon, product: lines[0]!.product, orderId: placed.json().data.orderId as string, summary };
}

const dashboard = async () => {
  const admin = await signInAdmin(shop);
  const get = async (url: string) => (await shop.app.inject({ method: 'GET', url, headers: admin.headers })).json().data;
  return {
    revenue: (await get(apiPaths.orders.totalAmount)) as number,
    orders: (await get(apiPaths.orders.overallTotal)) as number,
    top: (await get(apiPaths.orders.topSelling)) as { _id: string; totalQuantity: number }[],
  };
};

describe('an unconfirmed order', () => {
  it('expires 30 minutes after it was placed: cancelled, its stock and its held coupon use back', async () => {
    const shopper = await registerShopper(shop);
    const { coupon, product, orderId, summary } = await withCoupon(shopper);
    expect(summary).toMatchObject({ total: 900, codFee: 49 });
    expect(Number((await orderRowOf(shop, orderId)).total_paise)).toBe(94900);
    expect(await stockOf(shop, product._id)).toBe(9);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['held'] });

    await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + 29 * MINUTE);
    expect((await orderRowOf(shop, orderId)).status).toBe('Awaiting confirmation');

    await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + 30 * MINUTE + 1_000);
    const row = await orderRowOf(shop, orderId);
    expect(row.status).toBe('Cancelled');
    expect(row.cancel_reason).toContain('Not confirmed within 30 minutes');
    expect(await stockOf(shop, product._id)).toBe(10);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 0, states: ['released'] });
    // Its code no longer confirms it.
    const { code } = await latestCodeMail(shop, shopper);
    expect((await confirmCode(shop, shopper, orderId, code)).json().message).toContain('can no longer be confirmed');
  });

  it('a coupon’s use counts when the order is confirmed', async () => {
    const shopper = await registerShopper(shop);
    const { coupon, orderId } = await withCoupon(shopper);
    const { code } = await latestCodeMail(shop, shopper);
    await confirmCode(shop, shopper, orderId, code);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 1, states: ['used'] });
  });

  it('the shopper may cancel it: stock and coupon use back, nothing refunded', async () => {
    const shopper = await registerShopper(shop);
    const { coupon, product, orderId } = await withCoupon(shopper);
    const cancel = await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: shopper.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await orderRowOf(shop, orderId)).status).toBe('Cancelled');
    expect(await stockOf(shop, product._id)).toBe(10);
    expect(await usesOf(shop, coupon._id)).toEqual({ taken: 0, states: ['released'] });
    expect(await shop.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });
});

describe('a confirmed order', () => {
  it('the shopper may cancel it before it ships, with nothing refunded; not after', async () => {
    const { shopper, product, orderId } = await confirmedOrder();
    const cancel = await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: shopper.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await orderRowOf(shop, orderId)).status).toBe('Cancelled');
    expect(await stockOf(shop, product._id)).toBe(10);
    expect(await shop.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('recipient', '=', shopper.user.email)
      .where('kind', '=', 'order-cancelled')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('nothing was paid');

    const shipped = await confirmedOrder();
    expect((await adminMove(shop, shipped.orderId, { status: 'Shipped' })).statusCode).toBe(200);
    const late = await shop.app.inject({
      method: 'POST',
      url: apiPaths.orders.cancel(shipped.orderId),
      headers: shipped.shopper.headers,
    });
    expect(late.statusCode).toBe(422);
  });

  it('counts in revenue, order totals and top sellers only once its cash is collected', async () => {
    const { shopper, product, orderId } = await confirmedOrder(1200);
    const before = await dashboard();
    expect((await adminMove(shop, orderId, { status: 'Shipped' })).statusCode).toBe(200);
    expect(await dashboard()).toEqual(before);
    expect(before.top.find((entry) => entry._id === product._id)).toBeUndefined();

    const refused = await adminMove(shop, orderId, { status: 'Delivered' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('record the cash collected');

    const delivered = await adminMove(shop, orderId, { status: 'Delivered', cashCollected: true });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'Delivered', paymentState: 'COMPLETED', cod: { cashCollected: true } });
    const after = await dashboard();
    expect(after.revenue).toBeCloseTo(before.revenue + 1249, 2);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.top.find((entry) => entry._id === product._id)?.totalQuantity).toBe(1);
    expect(await myOrder(shop, shopper, orderId)).toMatchObject({ status: 'Delivered', cod: { cashCollected: true } });
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('recipient', '=', shopper.user.email)
      .where('kind', '=', 'order-delivered')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('Cash collected');
  });

  it('refused at the door, it is Returned to origin and its stock goes back', async () => {
    const { product, orderId } = await confirmedOrder(800, 5);
    expect(await stockOf(shop, product._id)).toBe(4);
    expect((await adminMove(shop, orderId, { status: 'Returned to origin' })).statusCode).toBe(422);
    await adminMove(shop, orderId, { status: 'Shipped' });
    const returned = await adminMove(shop, orderId, { status: 'Returned to origin' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await orderRowOf(shop, orderId)).status).toBe('Returned to origin');
    expect(await stockOf(shop, product._id)).toBe(5);
  });

  it('gets its tax invoice when it ships, with the COD fee as its own taxed line', async () => {
    const { shopper, orderId } = await confirmedOrder(1180);
    expect((await orderRowOf(shop, orderId)).invoice_number).toBeNull();
    expect((await downloadInvoice(shop, orderId, shopper.headers)).statusCode).toBe(404);
    await adminMove(shop, orderId, { status: 'Shipped' });
    expect((await orderRowOf(shop, orderId)).invoice_number).toMatch(/^VC\/\d{4}-\d{2}\/\d{6}$/);
    const invoice = await downloadInvoice(shop, orderId, shopper.headers);
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('Cash on delivery fee');
    // ₹49 at 18 % within the state: taxable ₹41.53, CGST and SGST ₹3.74 each (an odd paisa to CGST: 3.74 + 3.73).
    expect(text).toContain('41.53');
    // ₹1,180 + ₹49 = ₹1,229 in all.
    expect(text).toContain('1,229.00');
  });
});
