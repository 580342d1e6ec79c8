import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { createProduct } from '../../../test/products';
import { addToCart } from '../../../test/cart';
import { registerShopper } from '../../../test/shoppers';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';

// An add to cart of a product whose page answer is kept ready (and current) answers the product from that answer and
// reads no product itself; each write below is made straight to the database, as another process's would be.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

async function viewProduct(productId: string) {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(productId) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
/** Whether a statement read the product's images: the add's own read of its product does, the kept answer's way does not. */
const readsProduct = (sql: string[]) => sql.some((text) => text.includes('product_images'));
const cartRowsOf = (userId: string) => shop.db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).execute();

describe('adding a product whose page answer is kept', () => {
  it('answers the same bytes as an add that reads the product, without reading it', async () => {
    const [asha, ravi] = [await registerShopper(shop), await registerShopper(shop)];
    const product = await createProduct(shop, { name: 'Kept earbuds — “noise” cancelling ₹', salesPrice: 2499, stock: 7 });
    // Nobody has viewed it: the add reads the product back.
    const read = await statementsOf(shop, () => addToCart(shop, asha, product._id));
    expect(readsProduct(read.sql)).toBe(true);
    await viewProduct(product._id);
    const kept = await statementsOf(shop, () => addToCart(shop, ravi, product._id));
    expect(readsProduct(kept.sql)).toBe(false);
    expect(kept.result.statusCode, kept.result.body).toBe(200);
    expect(kept.result.headers['content-type']).toBe('application/json; charset=utf-8');
    const [askedId, keptId] = [read.result.json().data._id as string, kept.result.json().data._id as string];
    expect(kept.result.body.replace(keptId, askedId)).toBe(read.result.body);
    expect(kept.result.json()).toMatchObject({
      success: true,
      message: 'Product added to cart!',
      data: { quantity: 1, productId: product },
    });
    expect((await cartRowsOf(ravi.user._id)).map((row) => ({ id: row.id, quantity: Number(row.quantity) }))).toEqual([
      { id: keptId, quantity: 1 },
    ]);
    // Again: the row's quantity goes up, as the answer says: the session's read (the guard's), then the add alone.
    const again = await statementsOf(shop, () => addToCart(shop, ravi, product._id));
    expect(again.result.json().data).toMatchObject({ _id: keptId, quantity: 2 });
    expect(again.statements).toBe(2);
    expect(again.sql.filter((text) => text.includes('insert into "cart_items"'))).toHaveLength(1);
  });

  it("shows the product's price, stock and name as they are now when they changed after its page was answered", async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Repriced speaker', salesPrice: 999, stock: 8 });
    await viewProduct(product._id);
    const row = shop.db.updateTable('products').where('id', '=', product._id);
    await row.set({ sales_price_paise: 79_900 }).execute();
    expect((await addToCart(shop, shopper, product._id)).json().data.productId).toMatchObject({
      salesPrice: 799,
      productStock: 8,
    });
    await viewProduct(product._id);
    await row.set({ stock: 5 }).execute();
    expect((await addToCart(shop, shopper, product._id)).json().data.productId).toMatchObject({ productStock: 5 });
    await viewProduct(product._id);
    await row.set({ name: 'Renamed speaker' }).execute();
    const renamed = await statementsOf(shop, () => addToCart(shop, shopper, product._id));
    expect(renamed.result.json().data).toMatchObject({ quantity: 3, productId: { productName: 'Renamed speaker' } });
    expect(readsProduct(renamed.sql)).toBe(true);
  });

  it('refuses past the stock (409) and a product deleted since its page was answered (404), adding nothing', async () => {
    const shopper = await registerShopper(shop);
    const scarce = await createProduct(shop, { name: 'Last lamp', stock: 1 });
    await viewProduct(scarce._id);
    expect((await addToCart(shop, shopper, scarce._id)).statusCode).toBe(200);
    const past = await addToCart(shop, shopper, scarce._id);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ success: false, message: 'Only 1 left in stock' });
    const gone = await createProduct(shop, { name: 'Withdrawn kettle' });
    await viewProduct(gone._id);
    await shop.db.deleteFrom('products').where('id', '=', gone._id).execute();
    expect((await addToCart(shop, shopper, gone._id)).statusCode).toBe(404);
    expect((await cartRowsOf(shopper.user._id)).map((row) => [row.product_id, Number(row.quantity)])).toEqual([[scarce._id, 1]]);
  });

  it('answers 401 to a signed-out add and adds nothing', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Guarded charger' });
    await viewProduct(product._id);
    expect((await addToCart(shop, shopper, product._id, {})).statusCode).toBe(401);
    await shop.app.inject({ method: 'GET', url: apiPaths.auth.logout, headers: shopper.headers });
    const signedOut = await addToCart(shop, shopper, product._id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Please login to continue');
    expect(await cartRowsOf(shopper.user._id)).toEqual([]);
  });
});
