import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { createTestApp, type TestApp } from '../../../test/test-app';

// ANSWER_CACHE_MB=0 (a shop short of memory): no answer is kept, and the public reads answer as they always do.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ ANSWER_CACHE_MB: '0' });
});
afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

describe('with no memory for ready answers', () => {
  it('answers products and listings from the database each time, with their ETag and 304', async () => {
    const product = await createProduct(shop, { name: 'Uncached lamp', category: 'Speakers', stock: 4 });
    const url = `${apiPaths.catalog.search}?q=uncached`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.items.map((item: { productName: string }) => item.productName)).toEqual(['Uncached lamp']);
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await shop.db
      .updateTable('products')
      .set({ name: 'Uncached lamp, brighter', stock: 1 })
      .where('id', '=', product._id)
      .execute();
    const after = await get(url);
    expect(after.json().data.items).toMatchObject([{ productName: 'Uncached lamp, brighter', productStock: 1 }]);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect((await get(apiPaths.catalog.productById(product._id))).json().data).toMatchObject({
      productName: 'Uncached lamp, brighter',
    });
  });
});
