import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { STOCK_CHANGES_KEPT } from '../migrations/2026-11-27-0017-stock-changes';
import { catalogVersion, type CatalogVersion } from './catalog-version';
import { stockMarks, type StockMarks } from './stock-marks';

// A product page's ready answer is kept under its product's stock mark (stock-marks.ts): a stock change of another
// product leaves it, one of its own makes it stale, and so does anything the marks cannot account for.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const setStock = (productId: string, stock: number) =>
  shop.db.updateTable('products').set({ stock }).where('id', '=', productId).execute();
const now = () => catalogVersion(shop.db);
const markOf = async (marks: StockMarks, productId: string, version?: CatalogVersion) =>
  marks.markOf(productId, version ?? (await now()));

describe('stock marks', () => {
  it('move for a product whose stock changed, and for no other', async () => {
    const bought = await createProduct(shop, { name: 'Marked Phone', stock: 5 });
    const other = await createProduct(shop, { name: 'Unmarked Phone', stock: 5 });
    const marks = stockMarks(shop.db);
    const before = { bought: await markOf(marks, bought._id), other: await markOf(marks, other._id) };

    await setStock(bought._id, 4);
    const after = { bought: await markOf(marks, bought._id), other: await markOf(marks, other._id) };
    expect(after.other).toBe(before.other);
    expect(after.bought).not.toBe(before.bought);

    // Once the changes are read, a mark is a lookup: nothing is asked of the database.
    const again = await statementsOf(shop, async () => marks.markOf(other._id, await now()));
    expect(again.sql.filter((text) => text.includes('stock_changes'))).toEqual([]);
    expect(again.result).toBe(before.other);
  });

  it('move for every product one transaction changed', async () => {
    const first = await createProduct(shop, { name: 'Paired Speaker A', stock: 5 });
    const second = await createProduct(shop, { name: 'Paired Speaker B', stock: 5 });
    const marks = stockMarks(shop.db);
    const before = [await markOf(marks, first._id), await markOf(marks, second._id)];
    await shop.db.transaction().execute(async (trx) => {
      for (const id of [first._id, second._id])
        await trx.updateTable('products').set({ stock: 2 }).where('id', '=', id).execute();
    });
    const after = [await markOf(marks, first._id), await markOf(marks, second._id)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('give data read before a known change of their product a mark no later read equals', async () => {
    const product = await createProduct(shop, { name: 'Read Early Camera', stock: 5 });
    const marks = stockMarks(shop.db);
    const readEarly = await now();
    await setStock(product._id, 3);
    const current = await markOf(marks, product._id);
    const early = await markOf(marks, product._id, readEarly);
    expect(early).not.toBe(current);
    expect(await markOf(marks, product._id)).toBe(current);
  });

  it('all move when the changes since the last look are no longer kept', async () => {
    const product = await createProduct(shop, { name: 'Idle Watch', stock: 5 });
    const other = await createProduct(shop, { name: 'Busy Watch', stock: 5 });
    const marks = stockMarks(shop.db);
    const before = await markOf(marks, product._id);
    await setStock(other._id, 4);
    // As when more than STOCK_CHANGES_KEPT versions passed: the rows this process has not read are gone.
    await shop.db.deleteFrom('stock_changes').execute();
    await setStock(other._id, 3);
    expect(await markOf(marks, product._id)).not.toBe(before);
  });

  it('all move when more products changed than the marks keep', async () => {
    const products = [];
    for (const name of ['Many A', 'Many B', 'Many C']) products.push(await createProduct(shop, { name, stock: 5 }));
    const [untouched, ...changed] = products;
    const marks = stockMarks(shop.db, 1);
    const before = await markOf(marks, untouched!._id);
    for (const product of changed) await setStock(product._id, 1);
    expect(await markOf(marks, untouched!._id)).not.toBe(before);
  });

  it('are reset for another database (a new token)', async () => {
    const product = await createProduct(shop, { name: 'Token Mouse', stock: 5 });
    const marks = stockMarks(shop.db);
    const version = await now();
    const mark = await markOf(marks, product._id, version);
    expect(await markOf(marks, product._id, { ...version, token: 'another database' })).toBe(mark);
    // Back on the first database: reset again, so nothing learnt under the other token carries over.
    await setStock(product._id, 2);
    expect(await markOf(marks, product._id)).not.toBe(mark);
  });
});

describe('the stock changes table', () => {
  it('notes each stock write’s products under its stock version, and drops the versions older than it keeps', async () => {
    const product = await createProduct(shop, { name: 'Logged Printer', stock: 5 });
    await setStock(product._id, 4);
    const { stockVersion } = await now();
    const logged = await shop.db
      .selectFrom('stock_changes')
      .select(['stock_version', 'product_id'])
      .where('product_id', '=', product._id)
      .execute();
    expect(logged.map((row) => Number(row.stock_version))).toEqual([stockVersion]);

    // A stock write STOCK_CHANGES_KEPT versions later drops this one.
    await sql`update catalog_version set stock_version = stock_version + ${STOCK_CHANGES_KEPT} - 1 where id = 1`.execute(shop.db);
    await setStock(product._id, 3);
    const kept = await shop.db
      .selectFrom('stock_changes')
      .select('stock_version')
      .where('product_id', '=', product._id)
      .execute();
    expect(kept.map((row) => Number(row.stock_version))).toEqual([stockVersion + STOCK_CHANGES_KEPT]);
  });
});
