import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products';
import { PRODUCT_COLUMNS } from '../../features/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { catalogVersion } from './catalog-version';

// Cached catalogue answers are made again only when these versions move: a product column whose change left them
// alone would be served stale for good. SQLite's update trigger names the columns it watches (migration 0015), so
// a migration adding a column must replace it; this fails until it does.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => {
  await shop.close();
});

/** The products table's columns a write can set, as the database lists them (generated ones are derived). */
async function writableProductColumns(): Promise<string[]> {
  const { rows } =
    shop.engine === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'products' and is_generated = 'NEVER'`.execute(shop.db)
      : await sql<{ name: string }>`select name from pragma_table_xinfo('products') where hidden = 0`.execute(shop.db);
  return rows.map((row) => row.name);
}

describe('the catalogue versions', () => {
  it('move with a change of any product column alone, and only the stock version with a change of stock', async () => {
    const changed = await createProduct(shop, {
      name: 'Alpha',
      price: 1000,
      salesPrice: 900,
      brand: 'Alphabrand',
      category: 'Mouse',
      description: 'first',
      stock: 3,
    });
    const source = await createProduct(shop, {
      name: 'Beta',
      price: 2000,
      salesPrice: 1500,
      brand: 'Betabrand',
      category: 'TV',
      description: 'second',
      stock: 4,
    });
    await shop.db
      .updateTable('products')
      .set({
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at: '2020-01-02T00:00:00.000Z',
        // Columns a new product leaves at their default: the source's differ too.
        rating_tenths: 45,
        review_count: 3,
        variant_group_id: 'group-of-beta',
        variant_options: '{"Colour":"Blue"}',
      })
      .where('id', '=', source._id)
      .execute();

    // The stock has a version of its own (below); the id is never changed.
    const versioned = (column: string) => column !== 'id' && column !== 'stock';
    const columns = (await writableProductColumns()).filter(versioned);
    // Every column a product answer reads is among them.
    expect(columns).toEqual(expect.arrayContaining(PRODUCT_COLUMNS.filter(versioned)));
    for (const column of columns) {
      const before = await catalogVersion(shop.db);
      // The other product's value: of the column's own type, and different (the two differ in every column); the SKU,
      // unique, a new one.
      if (column === 'sku')
        await shop.db.updateTable('products').set({ sku: 'ANOTHER-SKU' }).where('id', '=', changed._id).execute();
      else
        await sql`update products set ${sql.ref(column)} = (select ${sql.ref(column)} from products where id = ${source._id}) where id = ${changed._id}`.execute(
          shop.db,
        );
      const after = await catalogVersion(shop.db);
      expect(after.version, `${column} changed alone`).toBeGreaterThan(before.version);
      expect(after.stockVersion, `${column} changed alone`).toBe(before.stockVersion);
    }

    const before = await catalogVersion(shop.db);
    await shop.db.updateTable('products').set({ stock: 9 }).where('id', '=', changed._id).execute();
    const after = await catalogVersion(shop.db);
    expect(after).toEqual({ ...before, stockVersion: after.stockVersion });
    expect(after.stockVersion).toBeGreaterThan(before.stockVersion);
  });
});
