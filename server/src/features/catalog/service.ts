import {
  attributesOf,
  CATEGORIES,
  findCategory,
  MAX_PRODUCT_IMAGES,
  paiseFromRupees,
  parseSpecFilters,
  queryParamPairs,
  rupeesFromPaise,
  type Category,
  type Product,
  type ProductFields,
  type UpdateProductBody,
  type PageQuery,
  type ProductSearchData,
  type ProductSearchQuery,
} from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import type { CatalogVersion } from '../../db/versions/catalog-version';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertImage, storeUploadedImage } from '../../lib/images';
import { fieldError } from '../../lib/validation';
import type { UploadsStore } from '../../lib/uploads';
import * as repo from './repo';
import { correctedText } from '../../db/search/spelling';
import { searchListing } from './search-repo';
import { restocked } from './stock';
import { freeSku, productIdOfSku, skuStem, skuTaken, writingSku } from './sku';
import { withVariants, type GroupCard } from '../variants';
import {
  checkedSpecifications,
  keepFittingSpecifications,
  saveSpecifications,
  toSpecifications,
  type SpecificationRow,
} from '../specifications';

export function toProduct(
  row: repo.ProductWithCategoryRow,
  images: string[],
  specifications?: readonly SpecificationRow[],
): Product {
  return {
    _id: row.id,
    productName: row.name,
    productPrice: rupeesFromPaise(row.price_paise),
    salesPrice: rupeesFromPaise(row.sales_price_paise),
    productDescription: row.description,
    productBrand: row.brand,
    productCategory: row.category_name ?? '',
    productImage: images,
    productStock: Number(row.stock),
    sku: row.sku,
    createdAt: row.created_at,
    ...(specifications ? { specifications: toSpecifications(row.category_id, specifications) } : {}),
    rating: Number(row.rating_tenths) / 10,
    reviewCount: Number(row.review_count),
  };
}

/** Products by id, as the API shows them (other features populate their rows with this); missing ids are absent. */
export async function productsByIds(db: Executor, ids: string[]): Promise<Map<string, Product>> {
  return (await productsAtVersion(db, ids)).products;
}

/**
 * Products by id (as productsByIds) with the catalogue's versions they were read at (one statement): what a
 * ready answer is stamped with; `version` is undefined when none of the ids exists.
 */
export async function productsAtVersion(
  db: Executor,
  ids: string[],
  { withSpecifications = false } = {},
): Promise<{ products: Map<string, Product>; version: CatalogVersion | undefined }> {
  const { rows, images, version } = await repo.findProductsWithImages(db, [...new Set(ids)], { withSpecifications });
  const product = (row: (typeof rows)[number]) =>
    toProduct(row, images.get(row.id) ?? [], withSpecifications ? (row.specifications ?? []) : undefined);
  return { products: new Map(rows.map((row) => [row.id, product(row)])), version };
}

/**
 * The reviews feature's hold on a product's rating, in its review write's transaction: `lock` first (false: no such
 * product), then `set` the recount. Being product columns, the change moves the catalogue's version (the listings,
 * searches and product pages kept show the new stars on their next read).
 */
export const productRating = {
  lock: (db: Executor, productId: string) => repo.lockProductRow(db, productId),
  set: (db: Executor, productId: string, rating: { tenths: number; count: number }) => repo.setRating(db, productId, rating),
};

/** Whether the product is (still) for sale: cart, comments and checkout ask before they point at one. */
export const productExists = (db: Executor, productId: string) => repo.productExists(db, productId);

export const listCategories = (): Category[] =>
  CATEGORIES.map(({ id, name, heading }) => ({
    id,
    name,
    heading,
    attributes: attributesOf(id).map((attribute) => ({
      key: attribute.key,
      label: attribute.label,
      type: attribute.type,
      ...(attribute.type === 'number' ? { unit: attribute.unit } : {}),
      ...(attribute.type === 'choice' ? { choices: [...attribute.choices] } : {}),
    })),
  }));

const categoryIdOf = (name: string | undefined) => (name ? (findCategory(name)?.id ?? null) : null);

const listed = ({ rows, images }: Awaited<ReturnType<typeof repo.listProducts>>) =>
  rows.map((row) => toProduct(row, images.get(row.id) ?? []));

/** Products of a comma-separated list of category names or aliases; unknown names match nothing. */
export async function listProductsByCategories(db: Executor, list: string, page: PageQuery): Promise<Product[]> {
  const categoryIds = [...new Set(list.split(',').flatMap((name) => findCategory(name)?.id ?? []))];
  if (categoryIds.length === 0) return [];
  return listed(await repo.listProducts(db, { categoryIds }, page));
}

export async function listAllProducts(db: Executor, page: PageQuery): Promise<Product[]> {
  return listed(await repo.listProducts(db, {}, page));
}

/** Category ids of the asked names or aliases; an unknown name is a 400 naming it and the known ones. */
function categoryIdsOf(names: string[]): string[] {
  const unknown = names.filter((name) => !findCategory(name));
  if (unknown.length > 0) {
    const known = CATEGORIES.map((category) => category.name).join(', ');
    throw new AppError(
      'invalid_data',
      `category: unknown category ${unknown.map((name) => `"${name}"`).join(', ')} (known: ${known})`,
    );
  }
  return [...new Set(names.map((name) => findCategory(name)!.id))];
}

/**
 * The shop's paged listing: search, category pages, or both, with sort, filters, facets and the total. `version`:
 * the catalogue's versions if the caller read them for this request already.
 */
export async function searchProducts(
  db: Executor,
  query: ProductSearchQuery,
  version?: CatalogVersion,
): Promise<ProductSearchData> {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw new AppError('invalid_data', 'minPrice must not be above maxPrice');
  }
  const text = query.q ? query.q : undefined;
  // The query's schema checked them already; a caller's query made in code is checked here the same way.
  const { filters: specs, errors } = parseSpecFilters(queryParamPairs(query));
  if (errors.length > 0) throw new AppError('invalid_data', errors.slice(0, 3).join('; '));
  const listing = await searchListing(
    db,
    {
      ...(text === undefined ? {} : { text }),
      ...(query.exact ? { exact: true } : {}),
      ...(query.category?.length ? { categoryIds: categoryIdsOf(query.category) } : {}),
      ...(query.brand?.length ? { brands: query.brand } : {}),
      ...(query.minPrice === undefined ? {} : { minPricePaise: paiseFromRupees(query.minPrice) }),
      ...(query.maxPrice === undefined ? {} : { maxPricePaise: paiseFromRupees(query.maxPrice) }),
      ...(query.inStock ? { inStock: true } : {}),
      ...(query.minDiscount ? { minDiscountPercent: query.minDiscount } : {}),
      ...(specs.length ? { specs } : {}),
    },
    { sort: query.sort ?? 'relevance', limit: query.limit, offset: query.offset },
    version,
  );
  const corrected = text !== undefined && Object.keys(listing.spellings).length > 0;
  return {
    items: listing.rows.map((row) => withGroupCard(toProduct(row, listing.images.get(row.id) ?? []), row, listing.groupCards)),
    total: listing.total,
    facets: {
      brands: listing.brands,
      price: listing.pricePaise && { min: rupeesFromPaise(listing.pricePaise.min), max: rupeesFromPaise(listing.pricePaise.max) },
      ...(listing.specs.length > 0 ? { specs: listing.specs } : {}),
    },
    ...(corrected ? { correctedQuery: correctedText(text, listing.spellings) } : {}),
  };
}

/** A listing's card of a variant group says so (its group, how many variants, values per option); others unchanged. */
function withGroupCard(product: Product, row: repo.ProductWithCategoryRow, cards: Map<string, GroupCard>): Product {
  const card = row.variant_group_id ? cards.get(row.variant_group_id) : undefined;
  return card ? { ...product, variantGroupId: row.variant_group_id, ...card } : product;
}

/** One product as its own call answers it: with its specifications and its variant group's fields. */
export async function getProduct(db: Executor, id: string): Promise<Product> {
  const product = (await withVariants(db, (await productsAtVersion(db, [id], { withSpecifications: true })).products)).get(id);
  if (!product) throw notFound('Product');
  return product;
}

export const countProducts = (db: Executor) => repo.countProducts(db);

/** Every product's id, category id and last change (UTC ISO), for the sitemap. */
export async function productDates(db: Executor): Promise<{ id: string; categoryId: string | null; updatedAt: string }[]> {
  const rows = await repo.listProductDates(db);
  return rows.map((row) => ({ id: row.id, categoryId: row.category_id, updatedAt: row.updated_at }));
}

async function storeImages(uploads: UploadsStore, files: Buffer[], alreadyKept = 0): Promise<string[]> {
  if (alreadyKept + files.length > MAX_PRODUCT_IMAGES) {
    throw fieldError('images', `A product has at most ${MAX_PRODUCT_IMAGES} images`);
  }
  // Check every file before storing any, so a bad one leaves nothing behind.
  for (const bytes of files) await assertImage(bytes);
  const stored = [];
  for (const bytes of files) stored.push(await storeUploadedImage(bytes, uploads, 'products'));
  return stored.map((image) => image.url);
}

/** The columns both the add and the update form set. */
function productColumns(fields: ProductFields | UpdateProductBody) {
  return {
    name: fields.productName,
    price_paise: paiseFromRupees(fields.productPrice),
    sales_price_paise: paiseFromRupees(fields.salesPrice ?? fields.productPrice),
    description: fields.productDescription,
    brand: fields.productBrand,
    category_id: categoryIdOf(fields.productCategory),
    // Absent from the spec's own client: an update then keeps the stock (addProduct starts a new product at 0).
    ...(fields.productStock === undefined ? {} : { stock: fields.productStock }),
  };
}

export async function addProduct(db: Executor, uploads: UploadsStore, fields: ProductFields, files: Buffer[]): Promise<Product> {
  const imageUrls = await storeImages(uploads, files);
  const now = nowIso();
  const id = newId();
  const columns = productColumns(fields);
  const specifications = checkedSpecifications(columns.category_id, fields.specifications ?? {});
  if (fields.sku && (await productIdOfSku(db, fields.sku))) throw skuTaken(fields.sku);
  const sku = fields.sku ?? (await freeSku(db, skuStem(fields.productBrand, fields.productCategory)));
  await writingSku(sku, () =>
    inTransaction(db, async (trx) => {
      await repo.insertProduct(trx, { id, stock: 0, ...columns, sku, created_at: now, updated_at: now }, imageUrls);
      await saveSpecifications(trx, id, specifications);
    }),
  );
  return getProduct(db, id);
}

/** Keeps the listed images of this product (others are dropped) and appends new files. */
export async function updateProduct(
  db: Executor,
  uploads: UploadsStore,
  id: string,
  body: UpdateProductBody,
  files: Buffer[],
): Promise<Product> {
  const current = await getProduct(db, id);
  const kept = body.productImage ?? current.productImage;
  const foreign = kept.find((url) => !current.productImage.includes(url));
  if (foreign) throw fieldError('productImage', `The image ${foreign} is not one of this product's`);
  const columns = productColumns(body);
  // Checked before any image is stored, so a refused value leaves nothing behind.
  const specifications = body.specifications && checkedSpecifications(columns.category_id, body.specifications);
  const holder = body.sku && (await productIdOfSku(db, body.sku));
  if (body.sku && holder && holder !== id) throw skuTaken(body.sku);
  const added = await storeImages(uploads, files, kept.length);
  await writingSku(body.sku ?? current.sku ?? '', () =>
    inTransaction(db, async (trx) => {
      const changes = { ...columns, ...(body.sku ? { sku: body.sku } : {}), updated_at: nowIso() };
      await repo.updateProduct(trx, id, changes, [...kept, ...added]);
      if (specifications) await saveSpecifications(trx, id, specifications);
      else await keepFittingSpecifications(trx, id, columns.category_id);
      if (body.productStock) await restocked(trx, [id]);
    }),
  );
  return getProduct(db, id);
}

export async function deleteProduct(db: Executor, id: string): Promise<void> {
  if (!(await repo.deleteProduct(db, id))) throw notFound('Product');
}
