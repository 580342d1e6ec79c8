import { apiPaths, paiseFromRupees, type ProductSearchData } from '@voltcart/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../db/engine/database';
import { catalogVersion } from '../../db/versions/catalog-version';
import { newId } from '../../lib/ids';
import { createProduct } from '../../../test/products';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Listings are cached until the catalogue's next write (db/search/result-cache.ts). Every write here comes from a
// second connection to the same database (as another shop process would make it), after the answer was cached.

let shop: TestApp;
let other: OpenDatabase['db'];

beforeAll(async () => {
  shop = await createTestApp();
  const schema =
    shop.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(shop.db)).rows[0]!.schema
      : undefined;
  other = openDatabase({
    dataDir: shop.config.dataDir,
    databaseUrl: shop.engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    ...(schema ? { schema } : {}),
  }).db;
});
afterAll(async () => {
  await other.destroy();
  await shop.close();
});

async function found(params: Record<string, string | number>): Promise<ProductSearchData> {
  const answer = await shop.app.inject({
    method: 'GET',
    url: `${apiPaths.catalog.search}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** The same request twice: the second answer comes from the cache, and both must be what the database holds. */
async function twice(params: Record<string, string | number>): Promise<ProductSearchData> {
  const first = await found(params);
  expect(await found(params)).toEqual(first);
  return first;
}

describe('cached listings after another connection writes', () => {
  let alpha: string;

  beforeAll(async () => {
    alpha = (await createProduct(shop, { name: 'Quokkaphone Alpha', brand: 'Quokka', category: 'Speakers', price: 500 }))._id;
  });

  it('shows a product added by another connection, in the search, its total and its facets', async () => {
    expect((await twice({ q: 'quokkaphone' })).total).toBe(1);
    expect((await twice({ category: 'Speakers' })).total).toBe(1);
    await createProduct({ db: other }, { name: 'Quokkaphone Beta', brand: 'Wombat', category: 'Speakers', price: 700 });
    const search = await twice({ q: 'quokkaphone' });
    expect(search.total).toBe(2);
    expect(search.facets.brands).toEqual([
      { brand: 'Quokka', count: 1 },
      { brand: 'Wombat', count: 1 },
    ]);
    expect((await twice({ category: 'Speakers' })).items.map((product) => product.productName)).toEqual([
      'Quokkaphone Beta',
      'Quokkaphone Alpha',
    ]);
  });

  it('shows a price, a stock and images changed by another connection', async () => {
    await twice({ q: 'quokkaphone alpha' });
    await twice({ q: 'quokkaphone', inStock: 'true' });
    await other
      .updateTable('products')
      .set({ sales_price_paise: paiseFromRupees(450), stock: 0 })
      .where('id', '=', alpha)
      .execute();
    await other
      .insertInto('product_images')
      .values({ id: newId(), product_id: alpha, url: '/uploads/products/second.webp', position: 1 })
      .execute();
    const [product] = (await twice({ q: 'quokkaphone alpha' })).items;
    expect(product).toMatchObject({ productName: 'Quokkaphone Alpha', salesPrice: 450, productStock: 0 });
    expect(product!.productImage).toHaveLength(2);
    expect(product!.productImage[1]).toBe('/uploads/products/second.webp');
    expect((await twice({ q: 'quokkaphone', inStock: 'true' })).items.map((item) => item.productName)).toEqual([
      'Quokkaphone Beta',
    ]);
  });

  it('shows stock that another connection changed alone (as a checkout does), in the page and the in-stock filter', async () => {
    await other.updateTable('products').set({ stock: 5 }).where('id', '=', alpha).execute();
    expect((await twice({ q: 'quokkaphone alpha' })).items[0]).toMatchObject({ productStock: 5 });
    expect((await twice({ q: 'quokkaphone', inStock: 'true' })).total).toBe(2);
    const before = await catalogVersion(shop.db);
    await other.updateTable('products').set({ stock: 0 }).where('id', '=', alpha).execute();
    const after = await catalogVersion(shop.db);
    // Only the stock version moved: the cached answers stay, with their stock read again.
    expect(after).toEqual({ ...before, stockVersion: after.stockVersion });
    expect(after.stockVersion).toBeGreaterThan(before.stockVersion);
    expect((await twice({ q: 'quokkaphone alpha' })).items[0]).toMatchObject({ productStock: 0 });
    expect((await twice({ q: 'quokkaphone', inStock: 'true' })).items.map((item) => item.productName)).toEqual([
      'Quokkaphone Beta',
    ]);
  });

  it('keeps answering what is committed while another connection writes, and the write once it commits', async () => {
    await twice({ q: 'quokkaphone', sort: 'price-asc' });
    await other.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ name: 'Quokkaphone Gamma' }).where('id', '=', alpha).execute();
      // Not committed yet: the answer (cached now) is the committed catalogue's.
      expect((await twice({ q: 'quokkaphone', sort: 'price-asc' })).items.map((item) => item.productName)).toEqual([
        'Quokkaphone Alpha',
        'Quokkaphone Beta',
      ]);
    });
    expect((await twice({ q: 'quokkaphone', sort: 'price-asc' })).items.map((item) => item.productName)).toEqual([
      'Quokkaphone Gamma',
      'Quokkaphone Beta',
    ]);
  });

  it('drops a product another connection deleted', async () => {
    await twice({ q: 'quokkaphone' });
    await other.deleteFrom('products').where('id', '=', alpha).execute();
    const search = await twice({ q: 'quokkaphone' });
    expect(search.total).toBe(1);
    expect(search.items.map((item) => item.productName)).toEqual(['Quokkaphone Beta']);
    expect((await twice({ category: 'Speakers' })).total).toBe(1);
  });

  it('answers the same for the same words however they are typed, and apart for different pages', async () => {
    const plain = await found({ q: 'quokkaphone' });
    expect(await found({ q: '  QUOKKAPHONE!! ' })).toEqual(plain);
    expect((await found({ q: 'quokkaphone', offset: 1 })).items).toEqual([]);
  });
});
