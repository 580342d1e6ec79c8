import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { createProduct } from '../../../test/products';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashSessionToken } from '../../lib/sessions';
import { listCartLines, listCartLinesOfSession } from './service';

// Checkout decides "the same cart again" from the lines it reads with the session, and makes orders from the lines
// it reads by user id: the two reads must agree line for line.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe("checkout's cart lines read with the session", () => {
  it('are the lines read by user id: first image by position, no image as empty, price in paise, category, oldest first', async () => {
    const shopper = await registerShopper(shop);
    const pictured = await createProduct(shop, { name: 'Pictured speaker', salesPrice: 1499.5, category: 'Speakers' });
    // A second image put before the first one: the line shows the image at position -1.
    await shop.db.insertInto('product_images').values({ id: crypto.randomUUID(), product_id: pictured._id, url: '/uploads/products/front.webp', position: -1 }).execute();
    const bare = await createProduct(shop, { name: 'Bare cable' });
    await shop.db.deleteFrom('product_images').where('product_id', '=', bare._id).execute();
    await shop.db.updateTable('products').set({ category_id: null }).where('id', '=', bare._id).execute();
    for (const productId of [pictured._id, bare._id, pictured._id]) {
      await shop.app.inject({ method: 'POST', url: apiPaths.cart.add, headers: shopper.headers, payload: { productId } });
    }

    const now = Date.now();
    const session = { tokenHash: hashSessionToken(shopper.cookie.split('=')[1]!, shop.config.sessionSecret), now, nowIso: new Date(now).toISOString() };
    const { sessionRow, lines } = await listCartLinesOfSession(shop.db, session);
    expect(sessionRow?.session_user_id).toBe(shopper.user._id);
    expect(lines).toEqual(await listCartLines(shop.db, shopper.user._id));
    expect(lines).toMatchObject([
      { productId: pictured._id, quantity: 2, productImage: '/uploads/products/front.webp', salesPricePaise: 149950, productCategory: 'Speakers' },
      { productId: bare._id, quantity: 1, productImage: '', productCategory: '' },
    ]);
  });
});
