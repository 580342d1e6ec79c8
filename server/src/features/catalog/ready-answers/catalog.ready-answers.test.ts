import {
  apiPaths,
  CategoriesAnswer,
  CountAnswer,
  ProductAnswer,
  ProductsAnswer,
  ProductSearchAnswer,
  type Product,
} from '@voltcart/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartItemsOf, fillCart, initiatePayment } from '../../../../test/checkout';
import { createProduct, productUpdateBody } from '../../../../test/products';
import { openShopWithAdmin, registerShopper, type SignedIn } from '../../../../test/shoppers';
import { statementsOf } from '../../../../test/statements';
import type { TestApp } from '../../../../test/test-app';
import { ok } from '../../../lib/reply';
import * as catalog from '../service';

// The public catalogue and discussion reads answer ready-made bodies (ready-answers.ts, lib/answer-cache). They must
// read exactly as the uncached answers did, and never show what a write has changed.

let shop: TestApp;
let admin: SignedIn & { token: string };
let shopper: SignedIn;

beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
  shopper = await registerShopper(shop, { username: 'Ravi' });
});
afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

/** The body Fastify's zod serializer made for these routes before they answered ready bodies. */
const uncached = (schema: z.ZodType, data: unknown) => serializerCompiler({ schema, method: 'GET', url: '/' })(ok(data));

const addComment = (productId: string, comment: string) =>
  shop.app.inject({ method: 'POST', url: apiPaths.comments.add, headers: shopper.headers, payload: { productId, comment } });

describe('ready answers read exactly as the uncached ones', () => {
  let product: Product;

  beforeAll(async () => {
    product = await createProduct(shop, {
      name: 'Byte Exact Phone',
      category: 'Mobiles',
      brand: 'Exacto',
      price: 20000,
      salesPrice: 17999.5,
    });
    // Enough of them for the listing to pass the 1 KB below which answers go out unzipped.
    for (const size of ['Mini', 'Plus', 'Max', 'Lite']) {
      await createProduct(shop, { name: `Byte Exact Phone ${size}`, category: 'Mobiles', brand: 'Exacto', price: 12000 });
    }
    expect((await addComment(product._id, 'Crisp screen & "quotes" <b>kept</b>')).statusCode).toBe(201);
  });

  it('answers every cached call with the same bytes as before, first and again from the cache', async () => {
    const calls: [string, z.ZodType, () => Promise<unknown>][] = [
      [apiPaths.catalog.byCategory('Mobiles'), ProductsAnswer, () => catalog.listProductsByCategories(shop.db, 'Mobiles', {})],
      [
        `${apiPaths.catalog.byCategory('Mobiles')}?limit=1`,
        ProductsAnswer,
        () => catalog.listProductsByCategories(shop.db, 'Mobiles', { limit: 1 }),
      ],
      [apiPaths.catalog.productById(product._id), ProductAnswer, () => catalog.getProduct(shop.db, product._id)],
      [
        `${apiPaths.catalog.search}?q=exact`,
        ProductSearchAnswer,
        () => catalog.searchProducts(shop.db, { q: 'exact', limit: 24, offset: 0 }),
      ],
      [
        `${apiPaths.catalog.search}?category=Mobiles`,
        ProductSearchAnswer,
        () => catalog.searchProducts(shop.db, { category: ['Mobiles'], limit: 24, offset: 0 }),
      ],
      [apiPaths.catalog.totalProducts, CountAnswer, () => catalog.countProducts(shop.db)],
      [apiPaths.catalog.categories, CategoriesAnswer, async () => catalog.listCategories()],
    ];
    for (const [url, schema, data] of calls) {
      const expected = uncached(schema, await data());
      for (const attempt of ['made', 'cached']) {
        const answer = await get(url);
        expect(answer.statusCode, `${url} (${attempt})`).toBe(200);
        expect(answer.body, `${url} (${attempt})`).toBe(expected);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      }
    }
    const all = await shop.app.inject({ method: 'POST', url: apiPaths.catalog.products, payload: {} });
    expect(all.body).toBe(uncached(ProductsAnswer, await catalog.listAllProducts(shop.db, {})));
  });

  it('sends the gzipped body to a client that takes gzip, and it inflates to the same bytes', async () => {
    const url = apiPaths.catalog.byCategory('Mobiles');
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const acceptEncoding of ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8']) {
      const zipped = await get(url, { 'accept-encoding': acceptEncoding });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect((await get(url, { 'accept-encoding': 'gzip;q=0, identity' })).body).toBe(plain.body);
  });

  it('answers 304 with no body to a client holding the same ETag, and the new body once a write changed it', async () => {
    const url = apiPaths.catalog.productById(product._id);
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    const updated = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(product._id),
      headers: admin.headers,
      payload: {
        productName: 'Byte Exact Phone 2',
        productPrice: 20000,
        productDescription: 'Renamed.',
        productBrand: 'Exacto',
        productCategory: 'Mobiles',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.productName).toBe('Byte Exact Phone 2');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('marks the public reads public and leaves a signed-in call and the POST listing without public caching', async () => {
    for (const url of [
      apiPaths.catalog.byCategory('Mobiles'),
      apiPaths.catalog.productById(product._id),
      apiPaths.comments.list(product._id),
      `${apiPaths.catalog.search}?q=exact`,
      apiPaths.catalog.totalProducts,
      apiPaths.catalog.categories,
    ]) {
      const answer = await get(url);
      expect(answer.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate');
      // The security headers still apply to a ready answer.
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-request-id'], url).toBeTruthy();
    }
    const cart = await get(apiPaths.cart.view, shopper.headers);
    expect(cart.statusCode).toBe(200);
    expect(String(cart.headers['cache-control'] ?? '')).not.toContain('public');
    const all = await shop.app.inject({ method: 'POST', url: apiPaths.catalog.products, payload: {} });
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.headers.etag).toBeUndefined();
  });

  it('answers 404 for an unknown product as before, every time', async () => {
    const unknown = '01890000-0000-7000-8000-000000000000';
    for (const url of [
      apiPaths.catalog.productById(unknown),
      apiPaths.comments.list(unknown),
      apiPaths.catalog.productById(unknown),
    ]) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, error: true, message: 'Product not found' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the next read after a write shows it', () => {
  const adminUpdate = (product: Product, changes: Record<string, unknown>) =>
    shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(product._id),
      headers: admin.headers,
      payload: productUpdateBody(product, changes),
    });

  /** The product as each public read shows it (read twice: the second answer is the cached one), undefined where absent. */
  async function shown(product: Product) {
    const category = product.productCategory;
    const read = async (url: string) => {
      const first = await get(url);
      const second = await get(url);
      expect(second.body).toBe(first.body);
      return first;
    };
    const data = async (url: string) => {
      const answer = await read(url);
      return answer.statusCode === 200 ? answer.json().data : answer.statusCode;
    };
    const find = (list: Product[]) => list.find((item) => item._id === product._id);
    return {
      listing: find(await data(apiPaths.catalog.byCategory(category))),
      homeRow: find(await data(`${apiPaths.catalog.byCategory(category)}?limit=4`)),
      page: find((await data(`${apiPaths.catalog.search}?category=${category}`)).items),
      product: await data(apiPaths.catalog.productById(product._id)),
      comments: await data(apiPaths.comments.list(product._id)),
    };
  }

  const everywhere = (fields: Partial<Product>) => {
    const match = expect.objectContaining(fields);
    return { listing: match, homeRow: match, page: match, product: match };
  };

  it('a new name and price', async () => {
    const product = await createProduct(shop, { name: 'Stale Name Camera', category: 'Camera', price: 5000 });
    expect(await shown(product)).toMatchObject(everywhere({ productName: 'Stale Name Camera', salesPrice: 5000 }));
    expect(
      (await adminUpdate(product, { productName: 'Fresh Name Camera', productPrice: 4500, salesPrice: 4200 })).statusCode,
    ).toBe(200);
    expect(await shown(product)).toMatchObject(
      everywhere({ productName: 'Fresh Name Camera', productPrice: 4500, salesPrice: 4200 }),
    );
  });

  it('an image taken away', async () => {
    const product = await createProduct(shop, { name: 'Two Image Printer', category: 'Printers' });
    const second = '/uploads/products/second-view.webp';
    await shop.db
      .insertInto('product_images')
      .values({ id: crypto.randomUUID(), product_id: product._id, url: second, position: 1 })
      .execute();
    const images = [...product.productImage, second];
    expect(await shown(product)).toMatchObject(everywhere({ productImage: images }));
    expect((await adminUpdate(product, { productImage: [second] })).statusCode).toBe(200);
    expect(await shown(product)).toMatchObject(everywhere({ productImage: [second] }));
  });

  it('stock set by the admin and stock a checkout reserves', async () => {
    const product = await createProduct(shop, { name: 'Counted Speaker', category: 'Speakers', stock: 5 });
    expect(await shown(product)).toMatchObject(everywhere({ productStock: 5 }));
    expect((await adminUpdate(product, { productStock: 9 })).statusCode).toBe(200);
    expect(await shown(product)).toMatchObject(everywhere({ productStock: 9 }));

    const buyer = await registerShopper(shop);
    const lines = [{ product, quantity: 2 }];
    await fillCart(shop, buyer, lines);
    const initiated = await initiatePayment(shop, buyer, { amount: product.salesPrice * 2, cartItems: cartItemsOf(lines) });
    expect(initiated.statusCode, initiated.body).toBe(200);
    expect(await shown(product)).toMatchObject(everywhere({ productStock: 7 }));
  });

  it('a comment added', async () => {
    const product = await createProduct(shop, { name: 'Discussed Watch', category: 'Watches' });
    expect((await shown(product)).comments).toEqual([]);
    expect((await addComment(product._id, 'Keeps good time.')).statusCode).toBe(201);
    expect((await shown(product)).comments).toEqual([
      expect.objectContaining({ comment: 'Keeps good time.', userId: expect.objectContaining({ username: 'Ravi' }) }),
    ]);
  });

  it('a product deleted, with and without comments', async () => {
    const discussed = await createProduct(shop, { name: 'Doomed TV', category: 'TV' });
    const quiet = await createProduct(shop, { name: 'Doomed Quiet TV', category: 'TV' });
    expect((await addComment(discussed._id, 'Nice picture.')).statusCode).toBe(201);
    expect(await shown(discussed)).toMatchObject(everywhere({ productName: 'Doomed TV' }));
    expect((await shown(quiet)).comments).toEqual([]);
    for (const product of [discussed, quiet]) {
      const deleted = await shop.app.inject({
        method: 'DELETE',
        url: apiPaths.catalog.deleteProduct(product._id),
        headers: admin.headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await shown(product)).toEqual({
        listing: undefined,
        homeRow: undefined,
        page: undefined,
        product: 404,
        comments: 404,
      });
    }
    expect((await get(apiPaths.catalog.totalProducts)).json().data).toBe(await catalog.countProducts(shop.db));
  });
});

describe('a stock change keeps the other products’ pages', () => {
  const productRead = (text: string) => /from "products"/.test(text);

  it('a checkout makes only its products’ pages again: another product’s page is answered as kept, and the bought one shows its new stock', async () => {
    const bought = await createProduct(shop, { name: 'Bought Trimmer', category: 'Trimmers', stock: 6 });
    const browsed = await createProduct(shop, { name: 'Browsed Trimmer', category: 'Trimmers', stock: 6 });
    const pages = [bought, browsed].map((product) => apiPaths.catalog.productById(product._id));
    for (const url of pages) expect((await get(url)).json().data.productStock).toBe(6);

    const buyer = await registerShopper(shop);
    const lines = [{ product: bought, quantity: 2 }];
    await fillCart(shop, buyer, lines);
    const initiated = await initiatePayment(shop, buyer, { amount: bought.salesPrice * 2, cartItems: cartItemsOf(lines) });
    expect(initiated.statusCode, initiated.body).toBe(200);

    const browsedAgain = await statementsOf(shop, () => get(pages[1]!));
    expect(browsedAgain.result.json().data.productStock).toBe(6);
    expect(browsedAgain.sql.filter(productRead)).toEqual([]);
    const boughtAgain = await statementsOf(shop, () => get(pages[0]!));
    expect(boughtAgain.result.json().data.productStock).toBe(4);
    expect(boughtAgain.sql.filter(productRead)).not.toEqual([]);
    // Listings show every product's stock: they are made again after any stock change.
    const listing = (await get(apiPaths.catalog.byCategory('Trimmers'))).json().data as Product[];
    expect(listing.find((product) => product._id === bought._id)?.productStock).toBe(4);
  });
});
