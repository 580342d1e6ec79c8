import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSummary } from '../../../test/coupons';
import { fillCart, initiatePayment, cartItemsOf } from '../../../test/checkout';
import { initiateCod, latestCodeMail, myOrder, orderRowOf, placeCodOrder, setCodRules, stockOf } from '../../../test/cod';
import { addAddress } from '../../../test/addresses';
import { setDeliveryRules } from '../../../test/delivery';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { registerShopper, signInAdmin } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const oneMouse = async (salesPrice = 1000, stock = 10) => [
  { product: await createProduct(shop, { salesPrice, category: 'Mouse', stock }), quantity: 1 },
];

describe('placing a cash-on-delivery order', () => {
  it('reserves stock without the provider, adds the fee to the total and emails a code, the cart emptied', async () => {
    await setCodRules(shop, {});
    const shopper = await registerShopper(shop);
    const lines = await oneMouse(1000, 10);
    const { orderId, summary, answer } = await placeCodOrder(shop, shopper, lines);
    expect(summary).toMatchObject({ total: 1000, codFee: 49, cod: { available: true, reason: null } });
    expect(answer.data.redirectUrl).toMatch(new RegExp(`/order/placed/${orderId}$`));
    expect(await stockOf(shop, lines[0]!.product._id)).toBe(9);
    const row = await orderRowOf(shop, orderId);
    expect(row).toMatchObject({
      status: 'Awaiting confirmation',
      payment_method: 'cod',
      total_paise: 104900,
      cod_fee_paise: 4900,
    });
    const payments = await shop.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute();
    expect(payments).toEqual([]);
    const cart = await shop.db.selectFrom('cart_items').select('id').where('user_id', '=', shopper.user._id).execute();
    expect(cart).toEqual([]);
    const mail = await latestCodeMail(shop, shopper);
    expect(mail.text).toContain('Cash to pay on delivery');
    expect(mail.text).toContain('₹1,049.00');
    // Only hashes are kept: neither the code nor the token is in the database.
    const kept = await shop.db
      .selectFrom('cod_confirmations')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(kept)).not.toContain(mail.code);
    expect(JSON.stringify(kept)).not.toContain(mail.token);
    expect(await myOrder(shop, shopper, orderId)).toMatchObject({
      status: 'Awaiting confirmation',
      paymentMethod: 'Cash on delivery',
      paymentState: 'PENDING',
      totalAmount: 1049,
      cod: { fee: 49, cashCollected: false },
    });
  });

  it('refuses an amount without the COD fee (409) and reserves nothing', async () => {
    const shopper = await registerShopper(shop);
    const lines = await oneMouse(1000, 10);
    await fillCart(shop, shopper, lines);
    const answer = await initiatePayment(shop, shopper, { amount: 1000, cartItems: cartItemsOf(lines), paymentMethod: 'cod' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('₹1,049.00');
    expect(await stockOf(shop, lines[0]!.product._id)).toBe(10);
  });

  it('is refused above the admin’s order value, and the summary says so before the shopper chooses', async () => {
    await setCodRules(shop, { maxOrderValue: 50_000 });
    const shopper = await registerShopper(shop);
    const lines = [{ product: await createProduct(shop, { salesPrice: 50_001, category: 'TV' }), quantity: 1 }];
    await fillCart(shop, shopper, lines);
    const summary = await cartSummary(shop, shopper);
    expect(summary.cod).toEqual({ available: false, reason: 'Cash on delivery is not available above ₹50,000' });
    const answer = await initiateCod(shop, shopper, lines, summary);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('Cash on delivery is not available above ₹50,000');
  });

  it('is refused to a pincode where delivery takes no cash, and the summary says so before the shopper chooses', async () => {
    await setCodRules(shop, {});
    await setDeliveryRules(shop, [
      { prefix: '5', days: [4, 7] },
      { prefix: '79', days: [7, 10], cod: false },
    ]);
    try {
      const shopper = await registerShopper(shop);
      await addAddress(shop, shopper, { city: 'Itanagar', state: 'Arunachal Pradesh', pincode: '791111', isDefault: true });
      const lines = await oneMouse(1000, 10);
      await fillCart(shop, shopper, lines);
      const summary = await cartSummary(shop, shopper);
      expect(summary.cod).toEqual({ available: false, reason: 'Cash on delivery is not available to 791111' });
      const answer = await initiateCod(shop, shopper, lines, summary);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('Cash on delivery is not available to 791111');
      expect(await stockOf(shop, lines[0]!.product._id)).toBe(10);

      // The same cart to a pincode whose rule takes cash is placed.
      const served = await registerShopper(shop);
      await addAddress(shop, served, { pincode: '560038', isDefault: true });
      const { summary: servedSummary } = await placeCodOrder(shop, served, await oneMouse(1000, 10));
      expect(servedSummary.cod).toEqual({ available: true, reason: null });
    } finally {
      await setDeliveryRules(shop, []);
    }
  });

  it('charges the fee the admin set', async () => {
    await setCodRules(shop, { fee: 79 });
    try {
      const shopper = await registerShopper(shop);
      const { orderId, summary } = await placeCodOrder(shop, shopper, await oneMouse(500));
      expect(summary.codFee).toBe(79);
      expect(Number((await orderRowOf(shop, orderId)).total_paise)).toBe(57900);
    } finally {
      await setCodRules(shop, {});
    }
  });

  it('is refused to a shopper with 2 orders refused at the door in the last 180 days', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const recently = new Date(Date.now() - 10 * 24 * 60 * 60_000).toISOString();
    for (let index = 0; index < 2; index += 1) {
      const order = await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { status: 'Returned to origin' });
      await shop.db
        .updateTable('orders')
        .set({ updated_at: recently, payment_method: 'cod' })
        .where('id', '=', order.id)
        .execute();
    }
    const lines = await oneMouse();
    await fillCart(shop, shopper, lines);
    const summary = await cartSummary(shop, shopper);
    expect(summary.cod.available).toBe(false);
    expect(summary.cod.reason).toContain('2 of your orders were refused at the door in the last 180 days');
    expect((await initiateCod(shop, shopper, lines, summary)).statusCode).toBe(422);
  });

  it('does not count refusals older than 180 days', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const longAgo = new Date(Date.now() - 200 * 24 * 60 * 60_000).toISOString();
    for (let index = 0; index < 2; index += 1) {
      const order = await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { status: 'Returned to origin' });
      await shop.db.updateTable('orders').set({ updated_at: longAgo }).where('id', '=', order.id).execute();
    }
    await fillCart(shop, shopper, await oneMouse());
    expect((await cartSummary(shop, shopper)).cod).toEqual({ available: true, reason: null });
  });

  it('with confirmation off goes straight to Pending and mails the order’s confirmation', async () => {
    await setCodRules(shop, { confirmation: 'off' });
    try {
      const shopper = await registerShopper(shop);
      const { orderId } = await placeCodOrder(shop, shopper, await oneMouse());
      expect((await orderRowOf(shop, orderId)).status).toBe('Pending');
      const mails = await shop.db
        .selectFrom('mail_outbox')
        .select(['kind', 'text'])
        .where('recipient', '=', shopper.user.email)
        .execute();
      expect(mails.map((mail) => mail.kind)).toContain('order-confirmation');
      expect(mails.map((mail) => mail.kind)).not.toContain('cod-confirmation');
      const confirmation = mails.find((mail) => mail.kind === 'order-confirmation')!;
      expect(confirmation.text).toContain('Cash on delivery');
      expect(confirmation.text).toContain('Cash to pay on delivery');
    } finally {
      await setCodRules(shop, {});
    }
  });

  it('keeps the admin’s rules, answers them to admins only and checks them', async () => {
    const admin = await signInAdmin(shop);
    await setCodRules(shop, { maxOrderValue: 30_000, fee: 59, refusalsLimit: 3 });
    const read = await shop.app.inject({ method: 'GET', url: apiPaths.cod.settings, headers: admin.headers });
    expect(read.json().data).toEqual({ maxOrderValue: 30_000, fee: 59, confirmation: 'email-code', refusalsLimit: 3 });
    const shopper = await registerShopper(shop);
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.cod.settings, headers: shopper.headers })).statusCode).toBe(403);
    const bad = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cod.settings,
      headers: admin.headers,
      payload: { maxOrderValue: -1, fee: 49, confirmation: 'sms', refusalsLimit: 2 },
    });
    expect(bad.statusCode).toBe(400);
    await setCodRules(shop, {});
  });
});
