import { apiPaths, type Product } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../../../test/cart';
import { createProduct, productUpdateBody } from '../../../test/products';
import { registerShopper, signInAdmin } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { absoluteUploadUrls, storedUploadUrl } from './absolute-urls';

// A storefront on another origin (CORS_ORIGINS) reads image and avatar URLs as they are: every answer names uploads
// on the shop's own origin (PUBLIC_URL http://shop.test in the test app), and the database keeps them as paths.

describe('absolute upload URLs in JSON text', () => {
  const absolute = absoluteUploadUrls('https://api.shop.in/');

  it('puts the shop origin in front of every string that is an upload path, and nothing else', () => {
    expect(
      absolute('{"productImage":["/uploads/products/a.webp","/uploads/products/b.webp"],"image":"/uploads/avatars/c.webp"}'),
    ).toBe(
      '{"productImage":["https://api.shop.in/uploads/products/a.webp","https://api.shop.in/uploads/products/b.webp"],' +
        '"image":"https://api.shop.in/uploads/avatars/c.webp"}',
    );
    // Text that holds a path, and a path that is not a key, stay as written.
    const untouched = '{"productDescription":"see /uploads/products/a.webp","x":"/uploads/../secret","y":"/uploads/"}';
    expect(absolute(untouched)).toBe(untouched);
    // Already absolute: unchanged, so finishing twice is finishing once.
    expect(absolute(absolute('["/uploads/products/a.webp"]'))).toBe('["https://api.shop.in/uploads/products/a.webp"]');
  });

  it("reads the shop's absolute form back to the stored path, and leaves any other URL alone", () => {
    expect(storedUploadUrl('https://api.shop.in/uploads/products/a.webp', 'https://api.shop.in')).toBe(
      '/uploads/products/a.webp',
    );
    expect(storedUploadUrl('/uploads/products/a.webp', 'https://api.shop.in')).toBe('/uploads/products/a.webp');
    expect(storedUploadUrl('https://elsewhere.in/uploads/products/a.webp', 'https://api.shop.in')).toBe(
      'https://elsewhere.in/uploads/products/a.webp',
    );
  });
});

describe('answers to a storefront on another origin', () => {
  let shop: TestApp;
  let product: Product;
  beforeAll(async () => {
    shop = await createTestApp({ CORS_ORIGINS: 'http://storefront.test' });
    product = await createProduct(shop, { category: 'Mouse' });
    // A listing long enough to be sent gzipped.
    for (let more = 0; more < 4; more += 1)
      await createProduct(shop, { category: 'Mouse', description: 'A wired mouse. '.repeat(40) });
  });
  afterAll(() => shop.close());

  const stored = () => product.productImage[0]!;
  const onShop = () => `http://shop.test${stored()}`;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await shop.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: unknown };
  };

  it('name product images on the shop origin, in a product, a listing, a search, twice in a row (kept answers too)', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(((await get(apiPaths.catalog.productById(product._id))).data as Product).productImage).toEqual([onShop()]);
      const listed = (await get(apiPaths.catalog.byCategory('Mouse'))).data as Product[];
      expect(listed.find((each) => each._id === product._id)?.productImage).toEqual([onShop()]);
      const found = (await get(`${apiPaths.catalog.search}?q=${encodeURIComponent(product.productName)}`)).data as {
        items: Product[];
      };
      expect(found.items.find((each) => each._id === product._id)?.productImage).toEqual([onShop()]);
    }
    // Gzipped as browsers take it: the same absolute text.
    const zipped = await shop.app.inject({
      method: 'GET',
      url: apiPaths.catalog.byCategory('Mouse'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toContain(`"${onShop()}"`);
  });

  it("name them in the cart, as added and as viewed, and a shopper's avatar too", async () => {
    const shopper = await registerShopper(shop);
    await get(apiPaths.catalog.productById(product._id));
    const added = await addToCart(shop, shopper, product._id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.body).toContain(`"${onShop()}"`);
    expect(added.body).not.toContain(`"${stored()}"`);
    for (let round = 0; round < 2; round += 1) {
      const cart = (await get(apiPaths.cart.view, shopper.headers)).data as { productId: Product }[];
      expect(cart.map((line) => line.productId.productImage)).toEqual([[onShop()]]);
    }

    await shop.db
      .updateTable('users')
      .set({ image_url: '/uploads/avatars/a1b2.webp' })
      .where('id', '=', shopper.user._id)
      .execute();
    const me = (await get(apiPaths.auth.checkAuth, shopper.headers)).data as { image?: string };
    expect(JSON.stringify(me)).toContain('"http://shop.test/uploads/avatars/a1b2.webp"');
  });

  it('take the absolute URLs back in an admin update and keep the paths in the database', async () => {
    const admin = await signInAdmin(shop);
    const response = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.catalog.updateProduct(product._id),
      headers: { authorization: `Bearer ${admin.token}` },
      payload: productUpdateBody(product, { productName: `${product.productName} (boxed)`, productImage: [onShop()] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as Product).productImage).toEqual([onShop()]);
    const rows = await shop.db.selectFrom('product_images').select('url').where('product_id', '=', product._id).execute();
    expect(rows.map((row) => row.url)).toEqual([stored()]);
  });
});

describe('answers when the storefront is the shop itself', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('keep image paths as stored', async () => {
    const product = await createProduct(shop);
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById(product._id) });
    expect((response.json().data as Product).productImage).toEqual(product.productImage);
    expect(product.productImage[0]).toMatch(/^\/uploads\/products\//);
  });
});
