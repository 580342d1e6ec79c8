import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { postReview } from '../../../test/reviews';
import { registerShopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Listings, searches and product pages are kept as ready answers stamped with the catalogue's version
// (catalog/ready-answers): a review write must move it, or the kept answers would show the old stars.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });
const search = (params: Record<string, string>) => get(`${apiPaths.catalog.search}?${new URLSearchParams(params)}`);
type Listed = { _id: string; rating: number; reviewCount: number };

describe('stars on listings, searches and product pages', () => {
  it('shows rating and reviewCount on every listing answer, and a review makes the kept answers stale', async () => {
    const product = await createProduct(shop, { name: 'Starlit quasarphone', category: 'Mobiles' });
    const urls = [
      `${apiPaths.catalog.search}?${new URLSearchParams({ q: 'quasarphone' })}`,
      `${apiPaths.catalog.search}?${new URLSearchParams({ category: 'Mobiles' })}`,
      apiPaths.catalog.byCategory('Mobiles'),
      apiPaths.catalog.productById(product._id),
    ];
    const shown = async (url: string): Promise<Listed> => {
      const data = (await get(url)).json().data;
      const items: Listed[] = Array.isArray(data) ? data : 'items' in data ? data.items : [data];
      return items.find((item) => item._id === product._id)!;
    };
    for (const url of urls) {
      // Asked twice: the second answer is the kept one.
      expect(await shown(url)).toMatchObject({ rating: 0, reviewCount: 0 });
      expect(await shown(url)).toMatchObject({ rating: 0, reviewCount: 0 });
    }
    expect((await postReview(shop, await registerShopper(shop), product._id, { rating: 4 })).statusCode).toBe(201);
    expect((await postReview(shop, await registerShopper(shop), product._id, { rating: 5 })).statusCode).toBe(201);
    for (const url of urls) expect(await shown(url)).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it('sorts a listing and a search by rating, best first, keeping the other sorts', async () => {
    const names = ['Ratedsort alpha', 'Ratedsort beta', 'Ratedsort gamma'];
    const [low, high, none] = await Promise.all(names.map((name) => createProduct(shop, { name, category: 'Speakers' })));
    await postReview(shop, await registerShopper(shop), low!._id, { rating: 2 });
    await postReview(shop, await registerShopper(shop), high!._id, { rating: 5 });
    const order = async (params: Record<string, string>) =>
      ((await search(params)).json().data.items as Listed[]).map((item) => item._id);
    expect(await order({ q: 'ratedsort', sort: 'rating' })).toEqual([high!._id, low!._id, none!._id]);
    expect((await order({ category: 'Speakers', sort: 'rating' })).slice(0, 2)).toEqual([high!._id, low!._id]);
    expect((await search({ q: 'ratedsort', sort: 'price-asc' })).statusCode).toBe(200);
    expect((await search({ q: 'ratedsort', sort: 'stars' })).statusCode).toBe(400);
  });
});
