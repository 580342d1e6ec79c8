import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '@voltcart/contract';
import sharp from 'sharp';
import { seedCategories } from '../../server/src/db/seed/categories';
import type { Executor } from '../../server/src/db/engine/executor';
import type { CommentRow, NewProduct, NewProductImage, UserRow } from '../../server/src/db/engine/schema';
import { newId } from '../../server/src/lib/ids';
import { specificationRowsMaker, type SpecificationRow } from './specification-values';

export type GeneratedCatalog = { productIds: string[]; productsByCategory: Map<string, string[]>; comments: number };

const BRANDS = ['Voltix', 'Nimbus', 'Orbita', 'Kestrel', 'Lumen', 'Quanta', 'Sable', 'Tessera', 'Vireo', 'Zephyr'];
const SERIES = ['Air', 'Pro', 'Max', 'Lite', 'Neo', 'Edge', 'Prime', 'One'];
const COMMENTERS = 20;
const BATCH = 500;

/** Deterministic pseudo-random numbers (mulberry32), so every run generates the same catalogue shape. */
export function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two small WebP files (and their -thumb variants) that every generated product points at. */
async function writeSharedImages(uploadsDir: string): Promise<string[]> {
  const dir = path.join(uploadsDir, 'products');
  mkdirSync(dir, { recursive: true });
  const urls: string[] = [];
  for (const [index, colour] of [
    { r: 30, g: 90, b: 220 },
    { r: 240, g: 160, b: 30 },
  ].entries()) {
    const name = `bench-shared-${index + 1}`;
    const image = sharp({ create: { width: 400, height: 400, channels: 3, background: colour } });
    await image
      .clone()
      .webp({ quality: 70 })
      .toFile(path.join(dir, `${name}.webp`));
    await image
      .clone()
      .resize(200, 200)
      .webp({ quality: 70 })
      .toFile(path.join(dir, `${name}-thumb.webp`));
    urls.push(`/uploads/products/${name}.webp`);
  }
  return urls;
}

/**
 * A generated shopper, written straight to the database: never signed in with a password, so none is hashed (thousands
 * would take minutes). `name` is the local part of their bench address.
 */
export function benchUser(
  id: string,
  username: string,
  name: string,
  createdAt: string,
  verifiedAt: string | null = null,
): UserRow {
  return {
    id,
    username,
    email: `${name}@bench.voltcart.local`,
    phone: '9876543210',
    password_hash: 'not-a-password-hash',
    image_url: '',
    role: 'user',
    created_at: createdAt,
    email_verified_at: verifiedAt,
    disabled_at: null,
  };
}

export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Fills an empty, migrated database with the 12 categories and `perCategory` products in each, or `total` products
 * spread over them (two image rows per
 * product, sharing two generated files), each with its category's specifications (values the demo's products have),
 * plus 0–6 comments per product (3 on average) by 20 commenters unless `comments` is false.
 */
export async function generateCatalog(
  db: Executor,
  options:
    { uploadsDir: string; perCategory: number; comments?: boolean } | { uploadsDir: string; total: number; comments?: boolean },
): Promise<GeneratedCatalog> {
  const random = seeded(42);
  // A generator of its own: the products' names and prices stay those of runs before they had specifications.
  const specificationRowsOf = specificationRowsMaker(seeded(7));
  const imageUrls = await writeSharedImages(options.uploadsDir);
  // `total` spreads that many products over the categories (the first ones take one more when it does not divide).
  const countOf = (categoryIndex: number) =>
    'total' in options
      ? Math.floor(options.total / CATEGORIES.length) + (categoryIndex < options.total % CATEGORIES.length ? 1 : 0)
      : options.perCategory;
  const productCount = CATEGORIES.reduce((sum, _category, index) => sum + countOf(index), 0);
  const start = Date.now() - productCount - 60_000;
  const at = (offset: number) => new Date(start + offset).toISOString();

  const products: NewProduct[] = [];
  const images: NewProductImage[] = [];
  const specifications: SpecificationRow[] = [];
  const productsByCategory = new Map<string, string[]>();
  let offset = -1;
  CATEGORIES.forEach((category, categoryIndex) => {
    const ids: string[] = [];
    for (let n = 0; n < countOf(categoryIndex); n += 1) {
      offset += 1;
      const id = newId(start + offset);
      const brand = BRANDS[Math.floor(random() * BRANDS.length)]!;
      const series = SERIES[Math.floor(random() * SERIES.length)]!;
      const pricePaise = Math.round(500 + random() * 150_000) * 100;
      const salesPricePaise = Math.round((pricePaise * (0.6 + random() * 0.4)) / 100) * 100 - 1;
      products.push({
        id,
        name: `${brand} ${category.name} ${series} ${n + 1}`,
        price_paise: pricePaise,
        sales_price_paise: Math.max(100, salesPricePaise),
        description:
          `The ${brand} ${series} ${n + 1} is a ${category.name.toLowerCase()} built for everyday use: ` +
          'solid build quality, a two-year warranty and free delivery across India. ' +
          'Designed to be simple to set up and pleasant to live with, with support from our service centres in every major city.',
        brand,
        category_id: category.id,
        // Plenty: the bench measures speed, and its checkouts must never sell a product out.
        stock: 1_000_000,
        created_at: at(offset),
        updated_at: at(offset),
      });
      imageUrls.forEach((url, position) => images.push({ id: newId(start + offset), product_id: id, url, position }));
      specifications.push(...specificationRowsOf(id, category.id));
      ids.push(id);
    }
    productsByCategory.set(category.id, ids);
  });

  const users = Array.from({ length: COMMENTERS }, (_, index) =>
    benchUser(newId(start), `Reviewer ${index + 1}`, `reviewer${index + 1}`, at(0)),
  );
  const comments: CommentRow[] = [];
  products.forEach((product, index) => {
    if (options.comments === false) return;
    for (let c = 0; c < index % 7; c += 1) {
      comments.push({
        id: newId(start + index),
        product_id: product.id,
        user_id: users[(index + c) % COMMENTERS]!.id,
        body: `Review ${c + 1}: works as described, delivery was quick and the packaging was good. Would buy again.`,
        created_at: at(index + c),
      });
    }
  });

  await db.transaction().execute(async (trx) => {
    await seedCategories(trx);
    await insertInBatches(products, (batch) => trx.insertInto('products').values(batch).execute());
    await insertInBatches(images, (batch) => trx.insertInto('product_images').values(batch).execute());
    await insertInBatches(specifications, (batch) => trx.insertInto('product_specifications').values(batch).execute());
    await insertInBatches(users, (batch) => trx.insertInto('users').values(batch).execute());
    await insertInBatches(comments, (batch) => trx.insertInto('comments').values(batch).execute());
  });

  return { productIds: products.map((product) => product.id), productsByCategory, comments: comments.length };
}
