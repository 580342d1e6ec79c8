import { buildApp } from '../../app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, pagePaths } from '@voltcart/contract';
import { createProduct } from '../../../test/products';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  cartCount,
  cartItemsOf,
  fillCart,
  fillTypicalCart,
  initiatePayment,
  paymentRow,
  paymentStatus,
  payForLines,
} from '../../../test/checkout';
import { sandboxPaths } from './providers/sandbox-paths';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const countRows = async (table: 'orders' | 'payments') => (await shop.db.selectFrom(table).select('id').execute()).length;

describe('starting a payment', () => {
  it('answers 401 without a session', async () => {
    const response = await initiatePayment(shop, undefined, {
      amount: 100,
      cartItems: [{ productId: crypto.randomUUID(), quantity: 1 }],
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: true, message: 'Please login to continue' });
  });

  it('answers 422 "Your cart is empty" for an empty cart', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 500 });
    const response = await initiatePayment(shop, shopper, { amount: 500, cartItems: [{ productId: product._id, quantity: 1 }] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message: 'Your cart is empty' });
  });

  it('answers 409 with the real total for a tampered amount, and creates no order or payment', async () => {
    const shopper = await registerShopper(shop);
    const { lines } = await fillTypicalCart(shop, shopper);
    const [orders, payments] = [await countRows('orders'), await countRows('payments')];

    const response = await initiatePayment(shop, shopper, { amount: 1, cartItems: cartItemsOf(lines) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      error: true,
      message: 'The cart changed: the total is now ₹27,998.00. Please review your cart and try again.',
    });
    expect(await countRows('orders')).toBe(orders);
    expect(await countRows('payments')).toBe(payments);
  });

  it('answers 409 when the price changed since the cart was shown (amount off by one paisa)', async () => {
    const shopper = await registerShopper(shop);
    const { lines } = await fillTypicalCart(shop, shopper);
    const response = await initiatePayment(shop, shopper, { amount: 27997.99, cartItems: cartItemsOf(lines) });
    expect(response.statusCode).toBe(409);
  });

  it('answers 409 when the cart items sent do not match the cart', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const items = cartItemsOf(lines);
    const other = await createProduct(shop, { salesPrice: 10 });
    for (const cartItems of [
      items.slice(0, 1),
      [{ ...items[0]!, quantity: 1 }, items[1]!],
      [...items, { productId: other._id, quantity: 1 }],
      [items[0]!, items[0]!],
    ]) {
      const response = await initiatePayment(shop, shopper, { amount, cartItems });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('The cart changed');
    }
  });

  it('answers 422 for a total below ₹1.00, which no provider accepts', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { salesPrice: 0.5 });
    await fillCart(shop, shopper, [{ product, quantity: 1 }]);
    const response = await initiatePayment(shop, shopper, { amount: 0.5, cartItems: [{ productId: product._id, quantity: 1 }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The order total must be at least ₹1.00 to pay online.');
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const shopper = await registerShopper(shop);
    const response = await initiatePayment(shop, shopper, { amount: 'lots', cartItems: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('amount');
  });

  it('writes the order with price snapshots and a PENDING payment, and answers the pay page', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const response = await initiatePayment(shop, shopper, { amount, cartItems: [...cartItemsOf(lines)].reverse() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const { merchantTransactionId, orderId } = body.data;
    expect(body).toMatchObject({
      success: true,
      error: false,
      message: 'Payment initiated',
      redirectUrl: `http://shop.test${sandboxPaths.payPage(merchantTransactionId)}`,
    });
    expect(body.data.redirectUrl).toBe(body.redirectUrl);
    expect(merchantTransactionId).toMatch(/^[A-Za-z0-9_-]{1,63}$/);

    const payment = await paymentRow(shop, merchantTransactionId);
    expect(payment).toMatchObject({
      provider: 'sandbox',
      state: 'PENDING',
      amount_paise: 2_799_800,
      order_status: 'Payment pending',
      total_paise: 2_799_800,
    });
    expect(payment.order_id).toBe(orderId);
    const order = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.order_number).toMatch(/^VC-[2-9A-Z]{8}$/);
    expect(order.user_id).toBe(shopper.user._id);
    const items = await shop.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('price_paise')
      .execute();
    expect(items.map(({ product_name, quantity, price_paise }) => ({ product_name, quantity, price_paise }))).toEqual([
      { product_name: 'Wireless mouse', quantity: 2, price_paise: 149_950 },
      { product_name: 'Mechanical keyboard', quantity: 1, price_paise: 2_499_900 },
    ]);
    expect(items[0]!.product_image).toBe(lines[0]!.product.productImage[0]);
    // The cart is kept until the payment is confirmed.
    expect(await cartCount(shop, shopper.user._id)).toBe(2);
  });
});

describe('payment status', () => {
  it("answers 404 for another shopper's transaction id and for an unknown one", async () => {
    const owner = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, owner);
    const { merchantTransactionId } = (await payForLines(shop, owner, lines, amount)).json().data;

    const stranger = await registerShopper(shop);
    const response = await paymentStatus(shop, stranger, merchantTransactionId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Payment not found' });
    expect((await paymentStatus(shop, owner, 'VCNOTAPAYMENT')).statusCode).toBe(404);
    expect((await paymentStatus(shop, owner, 'not%20valid!')).statusCode).toBe(400);

    const mine = await paymentStatus(shop, owner, merchantTransactionId);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      success: false,
      error: false,
      message: 'Payment pending',
      data: { state: 'PENDING', amount },
    });
  });
});

describe('the sandbox provider, end to end over HTTP', () => {
  it('pays: pay page, Pay button, redirect back, status success, order listed as Pending, cart empty', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const initiated = await payForLines(shop, shopper, lines, amount);
    const { merchantTransactionId, redirectUrl } = initiated.json().data;

    const page = await shop.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname, headers: shopper.headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Voltcart sandbox');
    expect(page.body).toContain('Pay ₹27,998.00');
    expect(page.body).toContain('Fail payment');
    expect(page.body).toContain('no real money moves');
    expect(page.body).toMatch(/VC-[2-9A-Z]{8}/);
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!shop\.test)/);

    const paid = await shop.app.inject({
      method: 'POST',
      url: sandboxPaths.complete(merchantTransactionId),
      headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://shop.test${pagePaths.paymentStatus(merchantTransactionId)}`);

    const status = await paymentStatus(shop, shopper, merchantTransactionId);
    expect(status.json()).toMatchObject({ success: true, message: 'Payment successful', data: { state: 'COMPLETED', amount } });

    const orders = await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers });
    expect(orders.statusCode).toBe(200);
    const [order] = orders.json().data;
    expect(order).toMatchObject({ status: 'Pending', totalAmount: amount, merchantTransactionId, paymentState: 'COMPLETED' });
    expect(order.items).toHaveLength(2);
    expect(order.transactionId).toMatch(/^SBX/);

    const cart = await shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: shopper.headers });
    expect(cart.json().data).toEqual([]);
    const payment = await paymentRow(shop, merchantTransactionId);
    expect(payment).toMatchObject({ state: 'COMPLETED', payment_mode: 'UPI_INTENT' });
    expect(JSON.parse(payment.raw_status!)).toMatchObject({ state: 'COMPLETED', amount: 2_799_800 });

    // Coming back to the pay page, or pressing Fail afterwards, changes nothing.
    const again = await shop.app.inject({
      method: 'GET',
      url: sandboxPaths.payPage(merchantTransactionId),
      headers: shopper.headers,
    });
    expect(again.body).toContain('already complete');
    const lateFail = await shop.app.inject({
      method: 'POST',
      url: sandboxPaths.fail(merchantTransactionId),
      headers: shopper.headers,
    });
    expect(lateFail.statusCode).toBe(303);
    expect((await paymentRow(shop, merchantTransactionId)).state).toBe('COMPLETED');
  });

  it('fails: the order is "Payment failed" and the cart stays as it was', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const { merchantTransactionId } = (await payForLines(shop, shopper, lines, amount)).json().data;

    const failed = await shop.app.inject({
      method: 'POST',
      url: sandboxPaths.fail(merchantTransactionId),
      headers: shopper.headers,
    });
    expect(failed.statusCode).toBe(303);

    const status = await paymentStatus(shop, shopper, merchantTransactionId);
    expect(status.json()).toMatchObject({ success: false, message: 'Payment failed', data: { state: 'FAILED' } });
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'FAILED', order_status: 'Payment failed' });
    const cart = await shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: shopper.headers });
    expect(cart.json().data.map((item: any) => [item.productId._id, item.quantity])).toEqual(
      lines.map((line) => [line.product._id, line.quantity]),
    );
  });

  it('acts only for the shopper who placed the order: anyone else holding the link gets the not-found page', async () => {
    const shopper = await registerShopper(shop);
    const stranger = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const { merchantTransactionId } = (await payForLines(shop, shopper, lines, amount)).json().data;
    for (const headers of [{}, stranger.headers]) {
      expect(
        (await shop.app.inject({ method: 'GET', url: sandboxPaths.payPage(merchantTransactionId), headers })).statusCode,
      ).toBe(404);
      const pressed = await shop.app.inject({ method: 'POST', url: sandboxPaths.complete(merchantTransactionId), headers });
      expect(pressed.statusCode).toBe(404);
    }
    expect((await paymentRow(shop, merchantTransactionId)).state).toBe('PENDING');
  });

  it('keeps its payments in the database: a press after a restart pays the right order', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const { merchantTransactionId } = (await payForLines(shop, shopper, lines, amount)).json().data;
    // A new app on the same database: nothing of the first one's memory is left.
    const restarted = await buildApp({ config: shop.config, db: shop.db, engine: shop.engine, logger: false });
    try {
      const paid = await restarted.inject({
        method: 'POST',
        url: sandboxPaths.complete(merchantTransactionId),
        headers: shopper.headers,
      });
      expect(paid.statusCode).toBe(303);
      expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Pending' });
    } finally {
      await restarted.close();
    }
  });

  it('answers a clear 404 page for an unknown payment link', async () => {
    const response = await shop.app.inject({ method: 'GET', url: sandboxPaths.payPage('VCUNKNOWN123') });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment not found');
    expect((await shop.app.inject({ method: 'POST', url: sandboxPaths.complete('VCUNKNOWN123') })).statusCode).toBe(404);
  });

  it('refuses every webhook: the sandbox sends none', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.payment.webhook,
      headers: { authorization: 'anything' },
      payload: { payload: {} },
    });
    expect(response.statusCode).toBe(401);
  });

  it('escapes text it puts into HTML', async () => {
    const { escapeHtml } = await import('./providers/sandbox-page');
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
