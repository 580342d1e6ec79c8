import { paiseFromRupees } from '@voltcart/contract';
import { storeImage } from '../../lib/images';
import type { UploadsStore } from '../../lib/uploads';
import { newId } from '../../lib/ids';
import { nowIso } from '../engine/database';
import { inExclusiveTransaction, type Executor } from '../engine/executor';
import { seedCategories } from './categories';
import { demoDeliveryRuleRows, type DispatchPlace } from './delivery-rules';
import { drawMissingBanners } from './draw-banner';
import { drawProductImage } from './draw-product-image';
import { PRODUCTS, type SeedProduct } from './products-data';
import { demoSpecificationRows, insertSpecificationRows, seedMissingDemoSpecifications } from './specifications';
import { seedStock } from './stock';
import { withVariantGroups } from './variant-groups';

type SeedOptions = {
  uploads: UploadsStore;
  log?: (line: string) => void;
  /** Where the shop dispatches from (the seller's state and address): the demo delivery rules are counted from it. */
  dispatch?: DispatchPlace;
};

/** How many product images are drawn at a time (each is encoded at two sizes in parallel by storeImage). */
const DRAW_CONCURRENCY = 4;
const INSERT_BATCH = 50;

/** Two of every three products get three views, the others two. */
const viewCount = (index: number) => (index % 3 === 2 ? 2 : 3);

/**
 * Seeds the demo shop: the twelve categories (always, inserting only the missing ones), the demo products
 * with their drawn images and the delivery rules (only when there are no products at all) and the home banners
 * (those not on disk).
 * Safe to call on every start. Answers how many products it added.
 */
export async function seedDemoCatalog(db: Executor, options: SeedOptions): Promise<{ products: number }> {
  const log = options.log ?? (() => {});
  const started = Date.now();

  const categories = await seedCategories(db);
  if (categories > 0) log(`seed: added ${categories} categories`);

  const banners = await drawMissingBanners(options.uploads);
  if (banners > 0) log(`seed: drew ${banners} banner images`);

  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) {
    const specified = await seedMissingDemoSpecifications(db);
    if (specified > 0) log(`seed: gave ${specified} demo products their specifications`);
    return { products: 0 };
  }

  const images = await mapLimit(PRODUCTS, DRAW_CONCURRENCY, async (product, index) => {
    const urls: string[] = [];
    for (let view = 0; view < viewCount(index); view++) {
      const { url } = await storeImage(await drawProductImage(product, view), options.uploads, 'products');
      urls.push(url);
    }
    return urls;
  });

  // Spaced a second apart in list order, so ids (UUIDv7, time-ordered) and created_at sort the same way.
  const seededAt = nowIso();
  const firstAt = Date.parse(seededAt) - PRODUCTS.length * 1000;
  const demoRows = PRODUCTS.map((product, index) => ({
    ...toRow(product, firstAt + index * 1000, seededAt),
    stock: seedStock(index, PRODUCTS.slice(0, index).filter((earlier) => earlier.category === product.category).length),
  }));
  const imagesOf = new Map(demoRows.map((row, index) => [row.id, images[index]!]));
  // Variants copied from a demo product a few milliseconds after it (ids and created_at keep the list's order).
  const { rows: groupedRows, copiedFrom } = withVariantGroups(PRODUCTS, demoRows, (row, position) => {
    const at = Date.parse(row.created_at) + position + 1;
    return { ...row, id: newId(at), created_at: new Date(at).toISOString() };
  });
  // Brand, category and place in the list: the same SKUs on every seeding (the migration's shape, docs/catalogue-csv.md).
  const productRows = groupedRows.map((row, index) => ({ ...row, sku: demoSku(row.brand, row.category_id, index + 1) }));
  const imageRows = productRows.flatMap((row) =>
    imagesOf.get(copiedFrom.get(row.id) ?? row.id)!.map((url, position) => ({ id: newId(), product_id: row.id, url, position })),
  );

  // Checked again where the rows go in: another process may have seeded while this one drew.
  const added = await inExclusiveTransaction(db, async (trx) => {
    if (await trx.selectFrom('products').select('id').limit(1).executeTakeFirst()) return false;
    for (const batch of chunks(productRows, INSERT_BATCH)) await trx.insertInto('products').values(batch).execute();
    for (const batch of chunks(imageRows, INSERT_BATCH * 2)) await trx.insertInto('product_images').values(batch).execute();
    await insertSpecificationRows(trx, demoSpecificationRows(productRows));
    // A fresh database's delivery rules, like the rest of the demo data: an older one (or an admin's empty table) stays as it is.
    const noRules = !(await trx.selectFrom('delivery_rules').select('id').limit(1).executeTakeFirst());
    if (options.dispatch && noRules)
      await trx.insertInto('delivery_rules').values(demoDeliveryRuleRows(options.dispatch, seededAt)).execute();
    return true;
  });
  if (!added) return { products: 0 };

  log(`seed: added ${productRows.length} demo products with ${imageRows.length} images in ${Date.now() - started} ms`);
  return { products: productRows.length };
}

function toRow(product: SeedProduct, createdMs: number, seededAt: string) {
  return {
    id: newId(createdMs),
    name: product.name,
    price_paise: paiseFromRupees(product.mrp),
    sales_price_paise: paiseFromRupees(Math.min(product.sale, product.mrp)),
    description: product.description,
    brand: product.brand,
    category_id: product.category,
    created_at: new Date(createdMs).toISOString(),
    updated_at: seededAt,
  };
}

function demoSku(brand: string, categoryId: string | null, position: number): string {
  const brandCode =
    brand
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 6) || 'ITEM';
  return `${brandCode}-${(categoryId ?? 'other').toUpperCase()}-${String(position).padStart(4, '0')}`;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Maps items with at most `limit` calls in flight, keeping the order of the results. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
