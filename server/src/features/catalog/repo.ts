import type { PageQuery } from '@voltcart/contract';
import { sql, type RawBuilder } from 'kysely';
import { queryByIdList } from '../../db/batches/batched-load';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { fromJsonColumn, jsonArrayAgg, jsonObject, sameAs } from '../../db/engine/json-aggregate';
import { paged } from '../../db/engine/paging';
import type { NewProduct, ProductChanges, ProductRow } from '../../db/engine/schema';
import {
  CATALOG_VERSION_COLUMNS,
  IS_THE_VERSION_ROW,
  toCatalogVersion,
  type CatalogVersion,
} from '../../db/versions/catalog-version';
import { newId } from '../../lib/ids';
import { specificationsJson, type SpecificationRow } from '../specifications';

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
  'rating_tenths',
  'review_count',
  'sku',
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
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  page: PageQuery,
): Promise<{ rows: ProductWithCategoryRow[]; images: Map<string, string[]> }> {
  // Ids are UUIDv7s, monotonic within a millisecond (lib/ids.ts), and unique: id order is creation order with no ties.
  let query = selectProducts(db).orderBy('products.id', 'asc');
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  query = paged(query, page);
  const rows = await query.execute();
  // A whole listing takes its images by the same filter (a short statement) rather than by a list of up to
  // thousands of ids, which costs more to build and prepare than to run.
  const isPage = page.limit !== undefined || page.offset !== undefined;
  const images = isPage
    ? await imagesOf(
        db,
        rows.map((row) => row.id),
      )
    : await imagesMatching(db, filter);
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

/** A product's answer columns as the fields of a jsonObject (the product of an enclosing query's `products`). */
export const productColumnsJson = (): Record<string, RawBuilder<unknown>> =>
  Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column, sql.ref(`products.${column}`)]));

/** The product's image urls in display order, as a JSON array (a correlated subquery on `products`). */
export function imageUrlsJson(db: Executor): RawBuilder<string[]> {
  return sql<string[]>`(${db
    .selectFrom('product_images')
    .select(jsonArrayAgg(db, sql.ref('product_images.url'), sql.ref('product_images.position')).as('urls'))
    .where(sameAs('product_images.product_id', 'products.id'))})`;
}

/**
 * A product as productsJsonByIdList folds it: its row, its category's name, its image urls in display order, and with
 * `withSpecifications` its specification values.
 */
type ProductJson = ProductWithCategoryRow & { image_urls: string[]; specifications?: SpecificationRow[] };

/**
 * The catalogue's versions and, as one JSON array, the products of the id list with their categories' names and
 * images (db/engine/json-aggregate.ts): one row where one per image repeated the product's columns (a batch of 32 product
 * pages: 64 rows × 16 values for the driver to make into JavaScript, ~2.5× the statement's own time on SQLite).
 */
const productsJsonOf = (withSpecifications: boolean) =>
  queryByIdList((db, ids) =>
    db
      .selectFrom('catalog_version')
      .select(CATALOG_VERSION_COLUMNS)
      .select(
        sql<ProductJson[] | string>`(${db
          .selectFrom('products')
          .leftJoin('categories', 'categories.id', 'products.category_id')
          .select(
            jsonArrayAgg(
              db,
              jsonObject(db, {
                ...productColumnsJson(),
                category_name: sql.ref('categories.name'),
                image_urls: imageUrlsJson(db),
                ...(withSpecifications ? { specifications: specificationsJson(db) } : {}),
              }),
              sql.ref('products.id'),
            ).as('products'),
          )
          .where('products.id', 'in', ids)})`.as('products'),
      )
      .where(IS_THE_VERSION_ROW),
  );
const productsJsonByIdList = productsJsonOf(false);
/** A product page's read: the product with its specifications (other reads of products go without). */
const productDetailsJsonByIdList = productsJsonOf(true);

/**
 * Products by id with their images and the catalogue's versions, in one statement (one round trip on PostgreSQL,
 * one snapshot: `version` stamps exactly these rows); `version` is undefined when none of the ids exists.
 */
export async function findProductsWithImages(
  db: Executor,
  ids: string[],
  { withSpecifications = false } = {},
): Promise<{ rows: ProductJson[]; images: Map<string, string[]>; version: CatalogVersion | undefined }> {
  if (ids.length === 0) return { rows: [], images: new Map(), version: undefined };
  const [read] = await (withSpecifications ? productDetailsJsonByIdList : productsJsonByIdList)(db, ids);
  const products = fromJsonColumn(read?.products ?? null) ?? [];
  if (!read || products.length === 0) return { rows: [], images: new Map(), version: undefined };
  return {
    rows: products,
    images: new Map(products.map((product) => [product.id, product.image_urls])),
    version: toCatalogVersion(read),
  };
}

const imagesByIdList = queryByIdList((db, productIds) =>
  db
    .selectFrom('product_images')
    .select(['product_id', 'url'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position'),
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
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
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

export async function updateProduct(db: Executor, id: string, changes: ProductChanges, imageUrls: string[]): Promise<void> {
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

/**
 * Takes the product's row lock for the rest of the transaction (PostgreSQL; SQLite writes one transaction at a time)
 * and says whether the product exists: a product's review writes then take turns, so each recount sees the one before.
 * It changes nothing, so it moves no version.
 */
export async function lockProductRow(db: Executor, productId: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ review_count: eb.ref('review_count') }))
    .where('id', '=', productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setRating(db: Executor, productId: string, rating: { tenths: number; count: number }): Promise<void> {
  await db
    .updateTable('products')
    .set({ rating_tenths: rating.tenths, review_count: rating.count })
    .where('id', '=', productId)
    .execute();
}
