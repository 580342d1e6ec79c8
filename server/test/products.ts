import type { Product } from '@voltcart/contract';
import { toProduct } from '../src/features/catalog';
import { nowIso } from '../src/db/database';
import { newId } from '../src/lib/ids';
import { findCategory } from '@voltcart/contract';
import type { TestApp } from './test-app';

/** Ensures the 12 categories exist (the seed does this in the real shop). */
export async function ensureCategories(shop: TestApp): Promise<void> {
  const { CATEGORIES } = await import('@voltcart/contract');
  for (const [position, category] of CATEGORIES.entries()) {
    await shop.db
      .insertInto('categories')
      .values({ id: category.id, name: category.name, heading: category.heading, position })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/** Puts a product straight into the database (prices in rupees) and answers it as the API shows it. */
export async function createProduct(
  shop: TestApp,
  fields: { name?: string; price?: number; salesPrice?: number; category?: string; brand?: string } = {},
): Promise<Product> {
  await ensureCategories(shop);
  const now = nowIso();
  const price = fields.price ?? 1000;
  const row = {
    id: newId(),
    name: fields.name ?? `Test product ${Math.random().toString(36).slice(2, 7)}`,
    price_paise: Math.round(price * 100),
    sales_price_paise: Math.round((fields.salesPrice ?? price) * 100),
    description: 'A product made by a test.',
    brand: fields.brand ?? 'Testbrand',
    category_id: findCategory(fields.category ?? 'Mouse')?.id ?? null,
    created_at: now,
    updated_at: now,
  };
  await shop.db.insertInto('products').values(row).execute();
  await shop.db.insertInto('product_images').values({ id: newId(), product_id: row.id, url: `/uploads/products/${row.id}.webp`, position: 0 }).execute();
  const category = findCategory(fields.category ?? 'Mouse');
  return toProduct({ ...row, category_name: category?.name ?? null }, [`/uploads/products/${row.id}.webp`]);
}
