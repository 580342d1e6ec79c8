import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CartItem } from '@voltcart/contract';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { statementsOf } from '../../../test/statements';
import { addToCart } from '../../../test/cart';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The cart view is answered from a ready body kept per shopper; each write below is made straight to the database
// (as another process, or a checkout's settlement, would make it), and the very next view must show it.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

async function viewCart(shopper: SignedIn, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: { ...shopper.headers, ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const itemsOf = async (shopper: SignedIn) => (await viewCart(shopper)).json().data as CartItem[];
const linesOf = async (shopper: SignedIn) =>
  (await itemsOf(shopper)).map((item) => ({
    name: item.productId.productName,
    quantity: item.quantity,
    salesPrice: item.productId.salesPrice,
    stock: item.productId.productStock,
  }));

describe('the kept cart view', () => {
  it('answers the same bytes again while nothing it shows changed, and shows no shopper the cart of another', async () => {
    const [asha, ravi] = [await registerShopper(shop), await registerShopper(shop)];
    const speaker = await createProduct(shop, { name: 'Kept speaker', stock: 5 });
    const cable = await createProduct(shop, { name: 'Kept cable', stock: 5 });
    await addToCart(shop, asha, speaker._id);
    await addToCart(shop, ravi, cable._id);
    const first = await viewCart(asha);
    const again = await viewCart(asha);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    // Private: kept by no browser or proxy, and no ETag.
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers.etag).toBeUndefined();
    expect((await linesOf(asha)).map((line) => line.name)).toEqual(['Kept speaker']);
    expect((await linesOf(ravi)).map((line) => line.name)).toEqual(['Kept cable']);
  });

  it('shows every cart write at the next view, a quantity set back to what it was included', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Counted lamp', stock: 9 });
    await addToCart(shop, shopper, product._id);
    expect(await linesOf(shopper)).toMatchObject([{ name: 'Counted lamp', quantity: 1 }]);
    const row = shop.db.updateTable('cart_items').where('user_id', '=', shopper.user._id).where('product_id', '=', product._id);
    await row.set({ quantity: 2 }).execute();
    expect(await linesOf(shopper)).toMatchObject([{ quantity: 2 }]);
    await row.set({ quantity: 1 }).execute();
    expect(await linesOf(shopper)).toMatchObject([{ quantity: 1 }]);
    await shop.db.deleteFrom('cart_items').where('user_id', '=', shopper.user._id).execute();
    expect(await linesOf(shopper)).toEqual([]);
  });

  it("shows a product's new price, stock, name and images, and drops a deleted product, at the next view", async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Changing phone', salesPrice: 999, stock: 4 });
    const other = await createProduct(shop, { name: 'Deleted charger', stock: 4 });
    await addToCart(shop, shopper, product._id);
    await addToCart(shop, shopper, other._id);
    expect(await linesOf(shopper)).toMatchObject([
      { name: 'Changing phone', salesPrice: 999, stock: 4 },
      { name: 'Deleted charger', stock: 4 },
    ]);
    const productRow = shop.db.updateTable('products').where('id', '=', product._id);
    await productRow.set({ sales_price_paise: 89_900 }).execute();
    expect((await linesOf(shopper))[0]).toMatchObject({ salesPrice: 899 });
    await productRow.set({ stock: 1 }).execute();
    expect((await linesOf(shopper))[0]).toMatchObject({ stock: 1 });
    await productRow.set({ name: 'Renamed phone' }).execute();
    expect((await linesOf(shopper))[0]).toMatchObject({ name: 'Renamed phone' });
    await shop.db
      .insertInto('product_images')
      .values({ id: crypto.randomUUID(), product_id: product._id, url: '/uploads/products/extra.webp', position: 99 })
      .execute();
    expect((await itemsOf(shopper))[0]!.productId.productImage.at(-1)).toBe('/uploads/products/extra.webp');
    await shop.db.deleteFrom('cart_items').where('product_id', '=', other._id).execute();
    await shop.db.deleteFrom('products').where('id', '=', other._id).execute();
    expect((await linesOf(shopper)).map((line) => line.name)).toEqual(['Renamed phone']);
  });

  it("keeps the view through another product's stock change (a checkout elsewhere): one statement per view", async () => {
    const shopper = await registerShopper(shop);
    const inCart = await createProduct(shop, { name: 'Steady router', stock: 6 });
    const elsewhere = await createProduct(shop, { name: 'Selling fast', stock: 6 });
    await addToCart(shop, shopper, inCart._id);
    const first = await viewCart(shopper);
    await shop.db.updateTable('products').set({ stock: 2 }).where('id', '=', elsewhere._id).execute();
    const kept = await statementsOf(shop, () => viewCart(shopper));
    expect(kept.statements).toBe(1);
    expect(kept.result.rawPayload.equals(first.rawPayload)).toBe(true);
    // Its own product's stock is another matter: read again, and shown.
    await shop.db.updateTable('products').set({ stock: 3 }).where('id', '=', inCart._id).execute();
    const remade = await statementsOf(shop, () => linesOf(shopper));
    expect(remade.statements).toBe(2);
    expect(remade.result[0]).toMatchObject({ name: 'Steady router', stock: 3 });
  });

  it('sends the kept view gzipped to a client that takes gzip, the same JSON', async () => {
    const shopper = await registerShopper(shop);
    for (const name of ['Zipped one', 'Zipped two', 'Zipped three'])
      await addToCart(shop, shopper, (await createProduct(shop, { name, stock: 3 }))._id);
    const plain = await viewCart(shopper);
    const zipped = await viewCart(shopper, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers 401 and no cart to a signed-out request, as before', async () => {
    const shopper = await registerShopper(shop);
    await viewCart(shopper);
    const anonymous = await shop.app.inject({ method: 'GET', url: apiPaths.cart.view });
    expect(anonymous.statusCode).toBe(401);
    await shop.app.inject({ method: 'GET', url: apiPaths.auth.logout, headers: shopper.headers });
    const signedOut = await shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: shopper.headers });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().data).toBeNull();
  });
});
