import { gunzipSync } from 'node:zlib';
import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  for (let i = 0; i < 20; i += 1) await createProduct(shop, { category: 'Mobiles' });
});
afterAll(() => shop.close());

it('gzips large JSON answers for browsers that accept it', async () => {
  const response = await shop.app.inject({
    method: 'GET',
    url: apiPaths.catalog.byCategory('Mobiles'),
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(response.headers['content-encoding']).toBe('gzip');
  const body = JSON.parse(gunzipSync(response.rawPayload).toString());
  expect(body.data).toHaveLength(20);
});

it('answers plain JSON to clients that do not ask for compression', async () => {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.byCategory('Mobiles') });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.json().data).toHaveLength(20);
});
