import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Product } from '@voltcart/contract';
import { addToCart } from '../../../test/cart';
import { createProduct } from '../../../test/products';
import { lastUseOf, setLastUse } from '../../../test/sessions';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Adds to cart and cart views asked at the same moment by many shoppers, as under load: on PostgreSQL those of one turn
// of the event loop go to the database in one statement (service.ts keptProductAdder, read-models/cart-view-stamp.ts cartStampReader);
// each must still land in (or show) its own shopper's cart, answer what it did, and be refused or checked on its own.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const onPostgres = () => shop.engine === 'postgres';

/** Products whose pages were just answered (after every one was made), so adds of them take the kept answer's way (the one batched). */
async function viewedProducts(...made: { name: string; stock?: number }[]): Promise<Product[]> {
  const products = [];
  for (const { name, stock = 10 } of made) products.push(await createProduct(shop, { name, stock }));
  for (const product of products) {
    expect((await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) })).statusCode).toBe(200);
  }
  return products;
}

const viewCart = (shopper: SignedIn) => shop.app.inject({ method: 'GET', url: apiPaths.cart.view, headers: shopper.headers });

const cartOf = async (shopper: SignedIn) =>
  (
    await shop.db
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('user_id', '=', shopper.user._id)
      .orderBy('product_id')
      .execute()
  ).map((row) => ({ productId: row.product_id, quantity: Number(row.quantity) }));

async function signInAgain(shopper: SignedIn, email: string): Promise<SignedIn> {
  const response = await shop.app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    payload: { email, password: 'correct horse battery' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = `vc_session=${response.cookies.find((one) => one.name === 'vc_session')!.value}`;
  return { ...shopper, cookie, headers: { cookie } };
}

describe('adds to cart asked together', () => {
  it("land each in its own shopper's cart and answer it", async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => registerShopper(shop)));
    const products = await viewedProducts({ name: 'Together earbuds' }, { name: 'Together speaker' });
    const asked = shoppers.map((shopper, index) => ({ shopper, product: products[index % 2]! }));
    const { result, sql } = await statementsOf(shop, () =>
      Promise.all(asked.map(({ shopper, product }) => addToCart(shop, shopper, product._id))),
    );
    result.forEach((response, index) => {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Product added to cart!',
        data: { quantity: 1, productId: { _id: asked[index]!.product._id } },
      });
    });
    for (const { shopper, product } of asked) expect(await cartOf(shopper)).toEqual([{ productId: product._id, quantity: 1 }]);
    // Each answer names the row written for its own shopper.
    const rows = await shop.db
      .selectFrom('cart_items')
      .select(['id', 'user_id'])
      .where(
        'id',
        'in',
        result.map((response) => response.json().data._id),
      )
      .execute();
    expect(new Map(rows.map((row) => [row.id, row.user_id]))).toEqual(
      new Map(result.map((response, index) => [response.json().data._id, asked[index]!.shopper.user._id])),
    );
    // PostgreSQL makes the adds that reach it in one turn in one statement (how many do depends on when each session's
    // read returns); never more inserts than adds.
    expect(sql.filter((text) => text.includes('insert into "cart_items"')).length).toBeLessThanOrEqual(asked.length);
  });

  it('count every add of one product by one shopper asked at once, each answered with the quantity it left', async () => {
    const shopper = await registerShopper(shop);
    const product = (await viewedProducts({ name: 'Twice-tapped charger' }))[0]!;
    const { result: answers, sql } = await statementsOf(shop, () =>
      Promise.all([1, 2, 3].map(() => addToCart(shop, shopper, product._id))),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    // One insert each, in turn (one statement may not raise a row twice: none was tried and failed).
    expect(sql.filter((text) => text.includes('insert into "cart_items"'))).toHaveLength(3);
    expect(answers.map((response) => response.json().data.quantity).sort()).toEqual([1, 2, 3]);
    expect(await cartOf(shopper)).toEqual([{ productId: product._id, quantity: 3 }]);
  });

  it("count the adds of one product from two sessions of one shopper asked at once (the batch's conflict is made one by one)", async () => {
    const email = `two-tabs-${Date.now()}@example.com`;
    const laptop = await registerShopper(shop, { email });
    const phone = await signInAgain(laptop, email);
    const product = (await viewedProducts({ name: 'Two-tab lamp' }))[0]!;
    const answers = await Promise.all([
      addToCart(shop, laptop, product._id),
      addToCart(shop, phone, product._id),
      addToCart(shop, laptop, product._id),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((response) => response.json().data.quantity).sort()).toEqual([1, 2, 3]);
    expect(await cartOf(laptop)).toEqual([{ productId: product._id, quantity: 3 }]);
  });

  it('refuse or check one add on its own, the others of its batch added: past the stock, a session to check, a signed-out one', async () => {
    const [adding, scarceBuyer, idle, signedOut] = await Promise.all([1, 2, 3, 4].map(() => registerShopper(shop)));
    const [product, scarce] = (await viewedProducts({ name: 'Batch kettle' }, { name: 'Last battery', stock: 1 })) as [
      Product,
      Product,
    ];
    expect((await addToCart(shop, scarceBuyer!, scarce._id)).statusCode).toBe(200);
    const aWhileAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await setLastUse(shop, idle!, aWhileAgo);
    expect((await shop.app.inject({ method: 'POST', url: apiPaths.auth.logout, headers: signedOut!.headers })).statusCode).toBe(
      200,
    );

    const [added, pastStock, checked, refused] = await Promise.all([
      addToCart(shop, adding!, product._id),
      addToCart(shop, scarceBuyer!, scarce._id),
      addToCart(shop, idle!, product._id),
      addToCart(shop, signedOut!, product._id),
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(pastStock.statusCode).toBe(409);
    expect(pastStock.json()).toMatchObject({ success: false, message: 'Only 1 left in stock' });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(refused.statusCode).toBe(401);
    expect(await cartOf(adding!)).toEqual([{ productId: product._id, quantity: 1 }]);
    expect(await cartOf(scarceBuyer!)).toEqual([{ productId: scarce._id, quantity: 1 }]);
    expect(await cartOf(idle!)).toEqual([{ productId: product._id, quantity: 1 }]);
    expect(await cartOf(signedOut!)).toEqual([]);
    // The idle session's use was written by its check, so it does not idle out while shopping.
    expect(await lastUseOf(shop, idle!)).toBeGreaterThan(Date.parse(aWhileAgo));
  });
});

describe('cart views asked together', () => {
  it("show each shopper their own cart as it is now, reading every kept view's stamp in one statement on PostgreSQL", async () => {
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => registerShopper(shop)));
    const products = await viewedProducts({ name: 'Viewed mouse' }, { name: 'Viewed keyboard' }, { name: 'Viewed monitor' });
    for (const [index, shopper] of shoppers.entries()) {
      for (const product of products.slice(0, 1 + (index % 3)))
        expect((await addToCart(shop, shopper, product._id)).statusCode).toBe(200);
    }
    const productsIn = (response: { json: () => { data: { productId: { _id: string }; quantity: number }[] } }) =>
      response.json().data.map((item) => `${item.productId._id}×${item.quantity}`);
    const expected = shoppers.map((_, index) => products.slice(0, 1 + (index % 3)).map((product) => `${product._id}×1`));
    // Each view is made and kept; then one cart changes.
    expect((await Promise.all(shoppers.map(viewCart))).map(productsIn)).toEqual(expected);
    expect((await addToCart(shop, shoppers[1]!, products[0]!._id)).statusCode).toBe(200);
    expected[1] = [`${products[0]!._id}×2`, `${products[1]!._id}×1`];

    const { result, statements } = await statementsOf(shop, () => Promise.all(shoppers.map(viewCart)));
    expect(result.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(result.map(productsIn)).toEqual(expected);
    // The stamps in one statement (SQLite: one each), and the changed cart's view made again.
    expect(statements).toBe(onPostgres() ? 2 : shoppers.length + 1);
  });

  it('refuse a signed-out session and check an idle one among them, showing the others their carts', async () => {
    const [kept, signedOut, idle] = await Promise.all([1, 2, 3].map(() => registerShopper(shop)));
    const [product] = (await viewedProducts({ name: 'Viewed webcam' })) as [Product];
    for (const shopper of [kept!, signedOut!, idle!]) expect((await addToCart(shop, shopper, product._id)).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'POST', url: apiPaths.auth.logout, headers: signedOut!.headers })).statusCode).toBe(
      200,
    );
    const aWhileAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await setLastUse(shop, idle!, aWhileAgo);

    const [keptView, refused, checked] = await Promise.all([viewCart(kept!), viewCart(signedOut!), viewCart(idle!)]);
    expect(keptView.json().data).toMatchObject([{ productId: { _id: product._id }, quantity: 1 }]);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, message: 'Please login to continue', data: null });
    expect(checked.json().data).toMatchObject([{ productId: { _id: product._id }, quantity: 1 }]);
    expect(await lastUseOf(shop, idle!)).toBeGreaterThan(Date.parse(aWhileAgo));
  });
});
