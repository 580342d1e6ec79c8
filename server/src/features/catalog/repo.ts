import type { PageQuery } from '@voltcart/contract';
import { queryByIdList } from '../../db/batched-load';
import { inTransaction, type Executor } from '../../db/executor';
import { paged } from '../../db/paging';
import type { NewProduct, ProductChanges, ProductRow } from '../../db/schema';
import { CATALOG_VERSION_COLUMNS, IS_THE_VERSION_ROW, toCatalogVersion, type CatalogVersion } from '../../db/search/catalog-version';
import { newId } from '../../lib/ids';

export type ProductWithCategoryRow = ProductRow & { category_name: string | null };

/** The columns a product answer needs (PostgreSQL's search_vector, written for the search index, is not one). */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'price_paise',
  'sales_price_paise',
  'description',
  'brand',
  'category_id',
  'stock',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];

function selectProducts(db: Executor) {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select(PRODUCT_COLUMNS.map((column) => `products.${column}` as const))
    .select('categories.name as category_name');
}

type ProductFilter = { categoryIds?: string[] };

/** A listing's products and their images. */
export async function listProducts(db: Executor, filter: ProductFilter, page: PageQuery): Promise<{ rows: ProductWithCategoryRow[]; images: Map<string, string[]> }> {
  // Ids are UUIDv7s, monotonic within a millisecond (lib/ids.ts), and unique: id order is creation order with no ties.
  let query = selectProducts(db).orderBy('products.id', 'asc');
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  query = paged(query, page);
  const rows = await query.execute();
  // A whole listing takes its images by the same filter (a short statement) rather than by a list of up to
  // thousands of ids, which costs more to build and prepare than to run.
  const isPage = page.limit !== undefined || page.offset !== undefined;
  const images = isPage ? await imagesOf(db, rows.map((row) => row.id)) : await imagesMatching(db, filter);
  return { rows, images };
}

async function imagesMatching(db: Executor, filter: ProductFilter): Promise<Map<string, string[]>> {
  let query = db
    .selectFrom('product_images')
    .innerJoin('products', 'products.id', 'product_images.product_id')
    .select(['product_images.product_id', 'product_images.url'])
    .orderBy('product_images.product_id')
    .orderBy('product_images.position');
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  return groupImages(await query.execute());
}

const productsWithImagesByIdList = queryByIdList((db, ids) =>
  selectProducts(db)
    // The ids again on the images: without statistics (a freshly filled database) PostgreSQL would otherwise
    // hash-join every image row rather than look up these products' few.
    .leftJoin('product_images', (join) => join.onRef('product_images.product_id', '=', 'products.id').on('product_images.product_id', 'in', ids))
    .innerJoin('catalog_version', (join) => join.on(IS_THE_VERSION_ROW))
    .select('product_images.url as image_url')
    .select(CATALOG_VERSION_COLUMNS)
    .where('products.id', 'in', ids)
    .orderBy('products.id')
    .orderBy('product_images.position'),
);

/**
 * Products by id with their images and the catalogue's versions, in one statement (one round trip on PostgreSQL,
 * one snapshot: `version` stamps exactly these rows); `version` is undefined when none of the ids exists.
 */
export async function findProductsWithImages(
  db: Executor,
  ids: string[],
): Promise<{ rows: ProductWithCategoryRow[]; images: Map<string, string[]>; version: CatalogVersion | undefined }> {
  if (ids.length === 0) return { rows: [], images: new Map(), version: undefined };
  const joined = await productsWithImagesByIdList(db, ids);
  // One row per image (or one with a null url), a product's rows together and in display order.
  const rows: ProductWithCategoryRow[] = [];
  const images = new Map<string, string[]>();
  for (const row of joined) {
    let urls = images.get(row.id);
    if (!urls) {
      rows.push(row);
      urls = [];
      images.set(row.id, urls);
    }
    if (row.image_url !== null) urls.push(row.image_url);
  }
  return { rows, images, version: joined[0] && toCatalogVersion(joined[0]) };
}

const imagesByIdList = queryByIdList((db, productIds) =>
  db.selectFrom('product_images').select(['product_id', 'url']).where('product_id', 'in', productIds).orderBy('product_id').orderBy('position'),
);

/** Image URLs of the given products, in display order, grouped by product id. */
export async function imagesOf(db: Executor, productIds: string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  return groupImages(await imagesByIdList(db, productIds));
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

export async function countProducts(db: Executor): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every product's id, category and last change, in id order: the sitemap's list (a narrow read, no images). */
export function listProductDates(db: Executor): Promise<{ id: string; category_id: string | null; updated_at: string }[]> {
  return db.selectFrom('products').select(['id', 'category_id', 'updated_at']).orderBy('id').execute();
}

export async function insertProduct(db: Executor, product: NewProduct, imageUrls: string[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('products').values(product).execute();
    await replaceImages(trx, product.id, imageUrls);
  });
}

export async function updateProduct(
  db: Executor,
  id: string,
  changes: ProductChanges,
  imageUrls: string[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('products').set(changes).where('id', '=', id).execute();
    await replaceImages(trx, id, imageUrls);
  });
}

async function replaceImages(db: Executor, productId: string, urls: string[]): Promise<void> {
  await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (urls.length === 0) return;
  await db
    .insertInto('product_images')
    .values(urls.map((url, position) => ({ id: newId(), product_id: productId, url, position })))
    .execute();
}

export async function deleteProduct(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function productExists(db: Executor, productId: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
}

/** A product's name and units in stock. */
export function findStock(db: Executor, productId: string): Promise<{ name: string; stock: number } | undefined> {
  return db.selectFrom('products').select(['name', 'stock']).where('id', '=', productId).executeTakeFirst();
}
