import { newId } from '../../lib/ids';
import type { Db } from '../../db/database';
import type { ProductsTable } from '../../db/schema';

export type ProductRow = ProductsTable & { category_name: string | null };
export type Page = { limit?: number | undefined; offset?: number | undefined };

function selectProducts(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select('categories.name as category_name');
}

export function listProducts(db: Db, filter: { categoryIds?: string[] }, page: Page): Promise<ProductRow[]> {
  let query = selectProducts(db).orderBy('products.id', 'asc');
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return query.execute();
}

export function findProductsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProducts(db).where('products.id', 'in', ids).execute();
}

export function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  return selectProducts(db).where('products.id', '=', id).executeTakeFirst();
}

/** Image URLs of the given products, in display order, grouped by product id. */
export async function imagesOf(db: Db, productIds: string[]): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'url'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const urls = byProduct.get(row.product_id) ?? [];
    urls.push(row.url);
    byProduct.set(row.product_id, urls);
  }
  return byProduct;
}

export async function countProducts(db: Db): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertProduct(db: Db, product: ProductsTable, imageUrls: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('products').values(product).execute();
    await replaceImages(trx, product.id, imageUrls);
  });
}

export async function updateProduct(
  db: Db,
  id: string,
  changes: Omit<ProductsTable, 'id' | 'created_at'>,
  imageUrls: string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('products').set(changes).where('id', '=', id).execute();
    await replaceImages(trx, id, imageUrls);
  });
}

async function replaceImages(db: Db, productId: string, urls: string[]): Promise<void> {
  await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (urls.length === 0) return;
  await db
    .insertInto('product_images')
    .values(urls.map((url, position) => ({ id: newId(), product_id: productId, url, position })))
    .execute();
}

export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
