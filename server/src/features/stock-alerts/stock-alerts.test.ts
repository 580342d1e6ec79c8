import { apiPaths, type Product } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemsOf, fillCart, initiatePayment } from '../../../test/checkout';
import { createProduct, productUpdateBody } from '../../../test/products';
import { openShopWithAdmin, registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RATE_LIMIT } from '../../lib/rate-limits';

let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
});
afterAll(() => shop.close());

const notifyMe = (payload: object, who?: SignedIn) =>
  shop.app.inject({ method: 'POST', url: apiPaths.stockAlerts.subscribe, payload, ...(who ? { headers: who.headers } : {}) });
const alertsOf = (productId: string) =>
  shop.db.selectFrom('stock_alerts').selectAll().where('product_id', '=', productId).orderBy('created_at').execute();
const backInStockMails = () =>
  shop.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'back-in-stock').orderBy('created_at').execute();
const mailsAbout = async (product: Product) =>
  (await backInStockMails()).filter((mail) => mail.text.includes(product.productName));
/** The admin's JSON update of the product (the fields the update form sends), with a new stock. */
const restock = (product: Product, productStock: number) =>
  shop.app.inject({
    method: 'PUT',
    url: apiPaths.catalog.updateProduct(product._id),
    headers: admin.headers,
    payload: productUpdateBody(product, { productStock }),
  });

describe('asking to be notified', () => {
  it('stores one waiting alert for a guest, however often they ask', async () => {
    const product = await createProduct(shop, { stock: 0 });
    const first = await notifyMe({ productId: product._id, email: 'Guest.One@Example.com' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      error: false,
      data: { productId: product._id, email: 'guest.one@example.com' },
    });
    const again = await notifyMe({ productId: product._id, email: 'guest.one@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const alerts = await alertsOf(product._id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ email: 'guest.one@example.com', user_id: null, notified_at: null });
  });

  it("uses a signed-in shopper's own address when they give none", async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { stock: 0 });
    const response = await notifyMe({ productId: product._id }, shopper);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.email).toBe(shopper.user.email);
    expect(await alertsOf(product._id)).toMatchObject([{ email: shopper.user.email.toLowerCase(), user_id: shopper.user._id }]);
  });

  it('asks a guest for an email address', async () => {
    const product = await createProduct(shop, { stock: 0 });
    const response = await notifyMe({ productId: product._id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: true });
    expect(response.json().message).toContain('email');
    const badEmail = await notifyMe({ productId: product._id, email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(await alertsOf(product._id)).toHaveLength(0);
  });

  it('refuses a product that is in stock (409) or unknown (404)', async () => {
    const product = await createProduct(shop, { stock: 3, name: 'Stocked speaker' });
    const inStock = await notifyMe({ productId: product._id, email: 'a@example.com' });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toContain('Stocked speaker is in stock');
    const unknown = await notifyMe({ productId: '7b0f7a4e-5a59-4a8b-9f64-3f1e2f3a4b5c', email: 'a@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    expect(await alertsOf(product._id)).toHaveLength(0);
  });
});

describe('back in stock', () => {
  it('an admin restock queues one email per waiting alert with the name, price and link, and marks them notified', async () => {
    const product = await createProduct(shop, { stock: 0, name: 'Restocked headphones', price: 2999, salesPrice: 2499 });
    const shopper = await registerShopper(shop);
    expect((await notifyMe({ productId: product._id, email: 'first@example.com' })).statusCode).toBe(200);
    expect((await notifyMe({ productId: product._id }, shopper)).statusCode).toBe(200);

    const restocked = await restock(product, 5);
    expect(restocked.statusCode, restocked.body).toBe(200);

    const mails = await mailsAbout(product);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(['first@example.com', shopper.user.email.toLowerCase()].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Back in stock: Restocked headphones');
      expect(mail.text).toContain(`http://shop.test/product/${product._id}`);
      expect(mail.text).toContain('₹2,499');
      expect(mail.html).toContain(`http://shop.test/product/${product._id}`);
      expect(mail.state).toBe('pending');
    }
    const alerts = await alertsOf(product._id);
    expect(alerts.every((alert) => alert.notified_at !== null)).toBe(true);
    expect(new Set(mails.map((mail) => mail.dedupe_key))).toEqual(new Set(alerts.map((alert) => `back-in-stock:${alert.id}`)));
  });

  it('a second restock queues nothing more; an alert made after a restock waits for the next one', async () => {
    const product = await createProduct(shop, { stock: 0 });
    await notifyMe({ productId: product._id, email: 'early@example.com' });
    expect((await restock(product, 2)).statusCode).toBe(200);
    expect(await mailsAbout(product)).toHaveLength(1);

    expect((await restock(product, 9)).statusCode).toBe(200);
    expect(await mailsAbout(product)).toHaveLength(1);

    // Sold out again: a new alert (even from the same address) waits for the next restock.
    expect((await restock(product, 0)).statusCode).toBe(200);
    expect(await mailsAbout(product)).toHaveLength(1);
    expect((await notifyMe({ productId: product._id, email: 'early@example.com' })).statusCode).toBe(200);
    expect(await alertsOf(product._id)).toHaveLength(2);
    expect((await restock(product, 1)).statusCode).toBe(200);
    const mails = await mailsAbout(product);
    expect(mails.map((mail) => mail.recipient)).toEqual(['early@example.com', 'early@example.com']);
    expect((await alertsOf(product._id)).every((alert) => alert.notified_at !== null)).toBe(true);
  });

  it('an update that leaves the product at 0 queues nothing and keeps the alert waiting', async () => {
    const product = await createProduct(shop, { stock: 0 });
    await notifyMe({ productId: product._id, email: 'patient@example.com' });
    expect((await restock(product, 0)).statusCode).toBe(200);
    expect(await mailsAbout(product)).toHaveLength(0);
    expect(await alertsOf(product._id)).toMatchObject([{ notified_at: null }]);
  });

  it('stock put back by a cancelled order notifies the waiting alerts', async () => {
    const product = await createProduct(shop, { stock: 1, name: 'Last camera', price: 45000 });
    const buyer = await registerShopper(shop);
    const lines = [{ product, quantity: 1 }];
    await fillCart(shop, buyer, lines);
    const started = await initiatePayment(shop, buyer, { amount: 45000, cartItems: cartItemsOf(lines) });
    expect(started.statusCode, started.body).toBe(200);

    expect((await notifyMe({ productId: product._id, email: 'waiting@example.com' })).statusCode).toBe(200);
    expect(await mailsAbout(product)).toHaveLength(0);

    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.orders.updateStatus(started.json().data.orderId),
      headers: admin.headers,
      payload: { status: 'Cancelled', reason: 'Out of stock at the warehouse' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsAbout(product);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'waiting@example.com', subject: 'Back in stock: Last camera' });
    expect(mails[0]!.text).toContain(`http://shop.test/product/${product._id}`);
  });
});

describe('the request limit', () => {
  it('answers 429 past the notify-me limit for one address', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const product = await createProduct(limited, { stock: 0 });
      const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: apiPaths.stockAlerts.subscribe,
          remoteAddress,
          payload: { productId: product._id, email: 'eager@example.com' },
        });
      for (let index = 0; index < RATE_LIMIT.stockAlert.max; index += 1) expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('Too many requests');
    } finally {
      await limited.close();
    }
  });
});
