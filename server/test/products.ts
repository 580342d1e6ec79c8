import { findCategory, paiseFromRupees, type Product } from '@voltcart/contract';
import { nowIso } from '../src/db/engine/database';
import { toProduct } from '../src/features/catalog';
import { newId } from '../src/lib/ids';
import type { TestApp } from './test-app';

/** Puts a product straight into the database (prices in rupees; 100 in stock unless given) and answers it as the API shows it. */
export async function createProduct(
  shop: Pick<TestApp, 'db'>,
  fields: {
    name?: string;
    price?: number;
    salesPrice?: number;
    category?: string;
    brand?: string;
    stock?: number;
    description?: string;
    sku?: string;
  } = {},
): Promise<Product> {
  const now = nowIso();
  const price = fields.price ?? 1000;
  const category = findCategory(fields.category ?? 'Mouse');
  const imageUrl = `/uploads/products/${newId()}.webp`;
  const row = {
    id: newId(),
    name: fields.name ?? `Test product ${Math.random().toString(36).slice(2, 7)}`,
    price_paise: paiseFromRupees(price),
    sales_price_paise: paiseFromRupees(fields.salesPrice ?? price),
    description: fields.description ?? 'A product made by a test.',
    brand: fields.brand ?? 'Testbrand',
    category_id: category?.id ?? null,
    // Plenty unless a test is about stock.
    stock: fields.stock ?? 100,
    sku: fields.sku ?? `TEST-${newId()}`,
    created_at: now,
    updated_at: now,
  };
  await shop.db.insertInto('products').values(row).execute();
  await shop.db.insertInto('product_images').values({ id: newId(), product_id: row.id, url: imageUrl, position: 0 }).execute();
  return toProduct({ ...row, rating_tenths: 0, review_count: 0, category_name: category?.name ?? null }, [imageUrl]);
}

/** The admin's JSON update of a product: the fields the update form sends, as the product has them, with `changes` on top. */
export function productUpdateBody(product: Product, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productName: product.productName,
    productPrice: product.productPrice,
    salesPrice: product.salesPrice,
    productDescription: product.productDescription,
    productBrand: product.productBrand,
    productCategory: product.productCategory,
    ...changes,
  };
}
