import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { createProduct } from '../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { addToCart } from '../../../test/cart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';
import { listCartLines, removeBoughtItems } from '.';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const viewCart = (shopper: SignedIn) => shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: shopper.headers });
const updateCart = (shopper: SignedIn, payload: unknown) =>
  shop.app.inject({ method: 'PUT', url: apiPaths.cart.update, headers: shopper.headers, payload: payload as object });
const removeFromCart = (shopper: SignedIn, payload: unknown) =>
  shop.app.inject({
    method: 'DELETE',
    url: apiPaths.cart.remove,
    headers: shopper.headers,
    payload: payload as object,
  });
const cartRowsOf = (userId: string) => shop.db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).execute();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('adding to the cart', () => {
  it('puts the product in the cart once with quantity 1 and answers the item with its product', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { price: 1999, salesPrice: 1499 });
    const response = await addToCart(shop, shopper, product._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      error: false,
      message: 'Product added to cart!',
      data: { quantity: 1, productId: product },
    });
    const rows = await cartRowsOf(shopper.user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: response.json().data._id, product_id: product._id, quantity: 1 });
  });

  it('adding the same product twice raises its quantity', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    await addToCart(shop, shopper, product._id);
    const second = await addToCart(shop, shopper, product._id);
    expect(second.json().data.quantity).toBe(2);
    const rows = await cartRowsOf(shopper.user._id);
    expect(rows.map((row) => Number(row.quantity))).toEqual([2]);
  });

  it('stops raising the quantity at 10 (adding 12 times leaves 10)', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    for (let i = 0; i < 12; i += 1) expect((await addToCart(shop, shopper, product._id)).statusCode).toBe(200);
    const rows = await cartRowsOf(shopper.user._id);
    expect(rows.map((row) => Number(row.quantity))).toEqual([10]);
  });

  it('keeps one row per product when 20 adds arrive at once', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const responses = await Promise.all(Array.from({ length: 20 }, () => addToCart(shop, shopper, product._id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const rows = await cartRowsOf(shopper.user._id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.quantity)).toBe(10);
  });

  it('answers 404 for a product that does not exist and 400 for a malformed id, adding nothing', async () => {
    const shopper = await registerShopper(shop);
    const missing = await addToCart(shop, shopper, '01890000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: true, message: 'Product not found' });
    const malformed = await addToCart(shop, shopper, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Product id: must be a valid id');
    expect(await cartRowsOf(shopper.user._id)).toHaveLength(0);
  });
});

describe('viewing and counting the cart', () => {
  it('lists the items oldest first with each product populated as productId', async () => {
    const shopper = await registerShopper(shop);
    const first = await createProduct(shop, { name: 'First mouse' });
    const second = await createProduct(shop, { name: 'Second mouse' });
    await addToCart(shop, shopper, first._id);
    await pause(5);
    await addToCart(shop, shopper, second._id);
    await addToCart(shop, shopper, second._id);

    const response = await viewCart(shopper);
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ productId: first, quantity: 1 });
    expect(items[1]).toMatchObject({ productId: second, quantity: 2 });
  });

  it('shows each product as the product page does: every image in display order, none for a product without images', async () => {
    const shopper = await registerShopper(shop);
    const pictured = await createProduct(shop, { name: 'Pictured mouse' });
    const bare = await createProduct(shop, { name: 'Bare mouse' });
    // Added out of display order: the answer follows position, not insertion.
    await shop.db
      .insertInto('product_images')
      .values([
        { id: newId(), product_id: pictured._id, url: '/uploads/products/third.webp', position: 2 },
        { id: newId(), product_id: pictured._id, url: '/uploads/products/second.webp', position: 1 },
      ])
      .execute();
    await shop.db.deleteFrom('product_images').where('product_id', '=', bare._id).execute();
    const added = await addToCart(shop, shopper, pictured._id);
    await pause(5);
    const addedBare = await addToCart(shop, shopper, bare._id);

    const productPage = async (id: string) =>
      (await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(id) })).json().data;
    const items = (await viewCart(shopper)).json().data;
    expect(items[0].productId.productImage).toEqual([
      pictured.productImage[0],
      '/uploads/products/second.webp',
      '/uploads/products/third.webp',
    ]);
    expect(items[0].productId).toEqual(await productPage(pictured._id));
    expect(items[1].productId).toEqual(await productPage(bare._id));
    expect(items[1].productId.productImage).toEqual([]);
    expect(added.json().data.productId).toEqual(await productPage(pictured._id));
    expect(addedBare.json().data.productId).toEqual(await productPage(bare._id));
  });

  it("counts the cart's units, as its summary does (the header badge)", async () => {
    const shopper = await registerShopper(shop);
    const count = () => shop.app.inject({ method: 'GET', url: apiPaths.cart.count, headers: shopper.headers });
    expect((await count()).json().data).toBe(0);
    const one = await createProduct(shop);
    const two = await createProduct(shop);
    await addToCart(shop, shopper, one._id);
    await addToCart(shop, shopper, one._id);
    await addToCart(shop, shopper, two._id);
    const response = await count();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: 3 });
  });

  it('shows each shopper only their own cart', async () => {
    const asha = await registerShopper(shop);
    const ravi = await registerShopper(shop);
    await addToCart(shop, asha, (await createProduct(shop))._id);
    expect((await viewCart(ravi)).json().data).toEqual([]);
    expect((await viewCart(asha)).json().data).toHaveLength(1);
  });

  it('drops a product from every cart when an admin deletes it', async () => {
    const shopper = await registerShopper(shop);
    const admin = await signInAdmin(shop);
    const doomed = await createProduct(shop);
    const kept = await createProduct(shop);
    await addToCart(shop, shopper, doomed._id);
    await addToCart(shop, shopper, kept._id);
    const deletion = await shop.app.inject({
      method: 'DELETE',
      url: apiPaths.catalog.deleteProduct(doomed._id),
      headers: admin.headers,
    });
    expect(deletion.statusCode).toBe(200);
    const items = (await viewCart(shopper)).json().data;
    expect(items.map((item: { productId: { _id: string } }) => item.productId._id)).toEqual([kept._id]);
    expect((await cartRowsOf(shopper.user._id)).map((row) => row.product_id)).toEqual([kept._id]);
  });
});

describe('changing quantities', () => {
  it('sets the quantity of an item', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    const itemId = (await addToCart(shop, shopper, product._id)).json().data._id;
    const response = await updateCart(shopper, { _id: itemId, quantity: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Cart updated successfully',
      data: { _id: itemId, quantity: 7, productId: product },
    });
    expect(Number((await cartRowsOf(shopper.user._id))[0]!.quantity)).toBe(7);
  });

  it.each([[0], [11], ['abc'], [2.5], [null]])(
    'answers 400 naming quantity for %j and leaves the item alone',
    async (quantity) => {
      const shopper = await registerShopper(shop);
      const itemId = (await addToCart(shop, shopper, (await createProduct(shop))._id)).json().data._id;
      const response = await updateCart(shopper, { _id: itemId, quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: true });
      expect(response.json().message).toContain('quantity');
      expect(Number((await cartRowsOf(shopper.user._id))[0]!.quantity)).toBe(1);
    },
  );
});

describe('removing items', () => {
  it('removes the item from the cart', async () => {
    const shopper = await registerShopper(shop);
    const itemId = (await addToCart(shop, shopper, (await createProduct(shop))._id)).json().data._id;
    const response = await removeFromCart(shopper, { _id: itemId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Item removed from cart', data: null });
    expect(await cartRowsOf(shopper.user._id)).toHaveLength(0);
  });

  it('answers 404 for an item already removed', async () => {
    const shopper = await registerShopper(shop);
    const itemId = (await addToCart(shop, shopper, (await createProduct(shop))._id)).json().data._id;
    await removeFromCart(shopper, { _id: itemId });
    expect((await removeFromCart(shopper, { _id: itemId })).statusCode).toBe(404);
  });

  it('answers 400 naming _id when the id is missing', async () => {
    const shopper = await registerShopper(shop);
    const response = await removeFromCart(shopper, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('_id');
  });
});

describe("another shopper's cart", () => {
  it('answers 404 to updating or removing their item and leaves their row unchanged', async () => {
    const owner = await registerShopper(shop);
    const intruder = await registerShopper(shop);
    const itemId = (await addToCart(shop, owner, (await createProduct(shop))._id)).json().data._id;

    const update = await updateCart(intruder, { _id: itemId, quantity: 9 });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ success: false, message: 'Cart item not found' });
    const removal = await removeFromCart(intruder, { _id: itemId });
    expect(removal.statusCode).toBe(404);

    const rows = await cartRowsOf(owner.user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: itemId, quantity: 1 });
  });
});

describe('without a session', () => {
  it.each([
    ['POST', apiPaths.cart.add, { productId: '01890000-0000-7000-8000-000000000000' }],
    ['GET', apiPaths.cart.view, undefined],
    ['GET', apiPaths.cart.count, undefined],
    ['DELETE', apiPaths.cart.remove, { _id: '01890000-0000-7000-8000-000000000000' }],
    ['PUT', apiPaths.cart.update, { _id: '01890000-0000-7000-8000-000000000000', quantity: 2 }],
  ] as const)('%s %s answers 401 "Please login to continue"', async (method, url, payload) => {
    const response = await shop.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: true, message: 'Please login to continue', data: null });
  });
});

describe('cart lines for checkout', () => {
  it('prices each row at the current sales price in paise with the first image, and removeBoughtItems takes off only what was bought', async () => {
    const shopper = await registerShopper(shop);
    const other = await registerShopper(shop);
    const headphones = await createProduct(shop, { name: 'Headphones', price: 2999, salesPrice: 2499.5 });
    await addToCart(shop, shopper, headphones._id);
    await addToCart(shop, shopper, headphones._id);
    await addToCart(shop, other, headphones._id);

    const lines = await listCartLines(shop.db, shopper.user._id);
    expect(lines).toEqual([
      {
        cartItemId: expect.any(String),
        productId: headphones._id,
        quantity: 2,
        productName: 'Headphones',
        productImage: headphones.productImage[0],
        salesPricePaise: 249950,
        productCategory: headphones.productCategory,
      },
    ]);

    await shop.db.updateTable('products').set({ sales_price_paise: 199900 }).where('id', '=', headphones._id).execute();
    expect((await listCartLines(shop.db, shopper.user._id))[0]!.salesPricePaise).toBe(199900);

    const keyboard = await createProduct(shop, { name: 'Keyboard', salesPrice: 999 });
    await addToCart(shop, shopper, keyboard._id);
    await shop.db
      .transaction()
      .execute((trx) => removeBoughtItems(trx, shopper.user._id, [{ productId: headphones._id, quantity: 1 }]));
    const left = (await cartRowsOf(shopper.user._id)).map((row) => [row.product_id, Number(row.quantity)]);
    expect(left).toHaveLength(2);
    expect(left).toEqual(
      expect.arrayContaining([
        [headphones._id, 1],
        [keyboard._id, 1],
      ]),
    );
    await shop.db
      .transaction()
      .execute((trx) => removeBoughtItems(trx, shopper.user._id, [{ productId: headphones._id, quantity: 1 }]));
    expect((await cartRowsOf(shopper.user._id)).map((row) => row.product_id)).toEqual([keyboard._id]);
    expect(await cartRowsOf(other.user._id)).toHaveLength(1);
  });

  it("answers '' as the image of a product without images", async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    await shop.db.deleteFrom('product_images').where('product_id', '=', product._id).execute();
    await addToCart(shop, shopper, product._id);
    expect((await listCartLines(shop.db, shopper.user._id))[0]!.productImage).toBe('');
  });
});
