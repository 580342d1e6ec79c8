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

export type ProductFilter = { categoryIds?: string[] };

/** A listing's products and their images. */
export async function listProducts(db: Db, filter: ProductFilter, page: Page): Promise<{ rows: ProductRow[]; images: Map<string, string[]> }> {
  // Ids are UUIDv7s, monotonic within a millisecond (lib/ids.ts), and unique: id order is creation order with no ties.
  let query = selectProducts(db).orderBy('products.id', 'asc');
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  const rows = await query.execute();
  // A whole listing takes its images by the same filter (a short statement) rather than by a list of up to
  // thousands of ids, which costs more to build and prepare than to run.
  const paged = page.limit !== undefined || page.offset !== undefined;
  const images = paged ? await imagesOf(db, rows.map((row) => row.id)) : await imagesMatching(db, filter);
  return { rows, images };
}

async function imagesMatching(db: Db, filter: ProductFilter): Promise<Map<string, string[]>> {
  let query = db
    .selectFrom('product_images')
    .innerJoin('products', 'products.id', 'product_images.product_id')
    .select(['product_images.product_id', 'product_images.url'])
    .orderBy('product_images.product_id')
    .orderBy('product_images.position');
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  return groupImages(await query.execute());
}

export function findProductsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProducts(db).where('products.id', 'in', ids).execute();
}

/** Image URLs of the given products, in display order, grouped by product id. */
export async function imagesOf(db: Db, productIds: string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'url'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  return groupImages(rows);
}

function groupImages(rows: { product_id: string; url: string }[]): Map<string, string[]> {
  const byProduct = new Map<string, string[]>();
  for (const row of rows) {
    const urls = byProduct.get(row.product_id);
    if (urls) urls.push(row.url);
    else byProduct.set(row.product_id, [row.url]);
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
