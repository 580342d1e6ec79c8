import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { createProduct } from '../../../../test/products';
import { registerShopper } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { cartItemsOf, fillTypicalCart, initiatePayment } from '../../../../test/checkout';
import { hashSessionToken } from '../../../lib/sessions';
import { listCartLines } from '../../cart';
import { checkoutOfSession, payableCheckoutWithPaymentOf } from './read';

// Checkout decides "the same cart again" from the lines and payable checkout it reads with the session, and makes
// orders from the lines it reads by user id (and reads the checkout by user id without a session): the reads must agree.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe("checkout's read with the session", () => {
  it('are the lines read by user id as checkout checks them: product, quantity, price in paise, oldest first', async () => {
    const shopper = await registerShopper(shop);
    const pictured = await createProduct(shop, { name: 'Pictured speaker', salesPrice: 1499.5, category: 'Speakers' });
    // A second image put before the first one: the order line made from the cart keeps the image at position -1.
    await shop.db
      .insertInto('product_images')
      .values({ id: crypto.randomUUID(), product_id: pictured._id, url: '/uploads/products/front.webp', position: -1 })
      .execute();
    const bare = await createProduct(shop, { name: 'Bare cable', salesPrice: 249 });
    await shop.db.deleteFrom('product_images').where('product_id', '=', bare._id).execute();
    await shop.db.updateTable('products').set({ category_id: null }).where('id', '=', bare._id).execute();
    for (const productId of [pictured._id, bare._id, pictured._id]) {
      await shop.app.inject({ method: 'POST', url: apiPaths.cart.add, headers: shopper.headers, payload: { productId } });
    }

    const now = Date.now();
    const session = {
      tokenHash: hashSessionToken(shopper.cookie.split('=')[1]!, shop.config.sessionSecret),
      now,
      nowIso: new Date(now).toISOString(),
    };
    const { sessionRow, lines, payable } = await checkoutOfSession(shop.db, session);
    expect(sessionRow?.session_user_id).toBe(shopper.user._id);
    expect(payable).toBeUndefined();
    const byUserId = await listCartLines(shop.db, shopper.user._id);
    expect(byUserId).toMatchObject([
      {
        productId: pictured._id,
        productName: 'Pictured speaker',
        productImage: '/uploads/products/front.webp',
        productCategory: 'Speakers',
      },
      { productId: bare._id, productName: 'Bare cable', productImage: '', productCategory: '' },
    ]);
    expect(lines).toEqual(byUserId.map(({ productId, quantity, salesPricePaise }) => ({ productId, quantity, salesPricePaise })));
    expect(lines).toEqual([
      { productId: pictured._id, quantity: 2, salesPricePaise: 149950 },
      { productId: bare._id, quantity: 1, salesPricePaise: 24900 },
    ]);
  });

  it('has the payable checkout as read by user id: its lines, payment and the default address', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const started = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
    expect(started.statusCode, started.body).toBe(200);

    const now = Date.now();
    const session = {
      tokenHash: hashSessionToken(shopper.cookie.split('=')[1]!, shop.config.sessionSecret),
      now,
      nowIso: new Date(now).toISOString(),
    };
    const { payable } = await checkoutOfSession(shop.db, session);
    expect(payable).toEqual(await payableCheckoutWithPaymentOf(shop.db, shopper.user._id));
    expect(payable?.checkout.lines).toEqual(
      lines.map(({ product, quantity }) => ({
        productId: product._id,
        quantity,
        pricePaise: Math.round(product.salesPrice * 100),
      })),
    );
    expect(payable?.payment).toMatchObject({
      state: 'PENDING',
      merchant_transaction_id: started.json().data.merchantTransactionId,
    });
    expect(payable?.checkout.deliveryAddressJson).toBe(JSON.stringify(payable?.defaultAddress));
  });
});
