import { mkdtempSync, openSync, readdirSync, readSync, closeSync, rmSync, statSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BANNERS, CATEGORIES } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../engine/database';
import { migrateToLatest } from '../engine/migrate';
import { localUploadsStore } from '../../lib/uploads/local-store';
import { bannerKey } from './draw-banner';
import { seedDemoCatalog } from './index';
import { PRODUCTS } from './products-data';
import { seedStock } from './stock';
import { VARIANT_GROUPS } from './variant-groups';
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../../../test/empty-database';

const SEED_TIMEOUT = 180_000;

/** The first 12 bytes of a file say WebP: `RIFF` <size> `WEBP`. */
function isWebp(file: string): boolean {
  const header = Buffer.alloc(12);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  return header.toString('ascii', 0, 4) === 'RIFF' && header.toString('ascii', 8, 12) === 'WEBP';
}

const fileOf = (uploadsDir: string, url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
const bannerFile = (uploadsDir: string, slug: string, size: 'desktop' | 'mobile') => path.join(uploadsDir, bannerKey(slug, size));

/** The same checks on either engine, against a database seeded once in beforeAll. */
function seededCatalogChecks(context: () => { db: OpenDatabase['db']; uploadsDir: string; firstRun: { products: number } }) {
  it('has the twelve categories in the spec order', async () => {
    const { db } = context();
    const rows = await db.selectFrom('categories').selectAll().orderBy('position').execute();
    expect(rows.map((row) => row.id)).toEqual(CATEGORIES.map((category) => category.id));
    expect(rows.map((row) => Number(row.position))).toEqual(CATEGORIES.map((_, index) => index));
    expect(rows[0]).toMatchObject({ id: 'mouse', name: 'Mouse', heading: 'Top Mouse' });
  });

  it('gives every category at least eight products with sane prices', async () => {
    const { db, firstRun } = context();
    const products = await db.selectFrom('products').selectAll().execute();
    expect(firstRun.products).toBe(products.length);
    expect(products.length).toBeGreaterThanOrEqual(96);
    for (const category of CATEGORIES) {
      expect(products.filter((product) => product.category_id === category.id).length).toBeGreaterThanOrEqual(8);
    }
    for (const product of products) {
      const price = Number(product.price_paise);
      const sale = Number(product.sales_price_paise);
      expect(Number.isInteger(price) && Number.isInteger(sale)).toBe(true);
      expect(sale).toBeGreaterThan(0);
      expect(sale).toBeLessThanOrEqual(price);
      expect(product.brand).not.toBe('');
      expect(product.description.length).toBeGreaterThan(60);
    }
    // Creation times differ, so listings have a stable order.
    expect(new Set(products.map((product) => product.created_at)).size).toBe(products.length);
  });

  it('stocks the demo shop realistically: most products on the shelf, a few sold out, a few nearly gone, the same every time', async () => {
    const { db } = context();
    const products = await db.selectFrom('products').select(['stock', 'category_id']).orderBy('id').execute();
    const stock = products.map((product) => Number(product.stock));
    const soldOut = stock.filter((units) => units === 0).length;
    const nearlyGone = stock.filter((units) => units >= 1 && units <= 5).length;
    expect(soldOut).toBeGreaterThanOrEqual(3);
    expect(soldOut).toBeLessThanOrEqual(8);
    expect(nearlyGone).toBeGreaterThanOrEqual(3);
    expect(nearlyGone).toBeLessThanOrEqual(10);
    expect(stock.filter((units) => units > 5).length).toBeGreaterThan(products.length * 0.8);
    expect(Math.max(...stock)).toBeLessThanOrEqual(100);
    // Deterministic: the demo list's own rule, product by product (a variant copied from one is the group's rule).
    const copies = new Set(
      (await db.selectFrom('products').select(['id', 'variant_group_id']).execute())
        .filter((row) => row.variant_group_id !== null && row.variant_group_id !== row.id)
        .map((row) => row.id),
    );
    const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(stock.filter((_, index) => !copies.has(ids[index]!))).toEqual(
      PRODUCTS.map((product, index) =>
        seedStock(index, PRODUCTS.slice(0, index).filter((earlier) => earlier.category === product.category).length),
      ),
    );
    // Every category's headline product (first on its home row) can be bought.
    for (const category of CATEGORIES) {
      expect(Number(products.find((product) => product.category_id === category.id)!.stock)).toBeGreaterThan(5);
    }
  });

  it('groups the demo variants: a phone by colour and storage, a watch by size, earbuds by colour', async () => {
    const { db } = context();
    const grouped = await db
      .selectFrom('products')
      .select(['name', 'variant_group_id', 'variant_options', 'sales_price_paise', 'stock'])
      .where('variant_group_id', 'is not', null)
      .orderBy('id')
      .execute();
    const groups = new Map<string, typeof grouped>();
    for (const row of grouped) groups.set(row.variant_group_id!, [...(groups.get(row.variant_group_id!) ?? []), row]);
    const summary = [...groups.values()].map((members) => members.map((member) => JSON.parse(member.variant_options!)));
    const expected = VARIANT_GROUPS.map((group) => JSON.stringify(group.variants.map((variant) => variant.options)));
    expect(new Set(summary.map((options) => JSON.stringify(options)))).toEqual(new Set(expected));
    expect(grouped).toHaveLength(VARIANT_GROUPS.reduce((sum, group) => sum + group.variants.length, 0));
    const phone = grouped.filter((row) => row.name.startsWith('Apple iPhone 16 ('));
    expect(phone.map((row) => row.name)).toContain('Apple iPhone 16 (256 GB) – Black');
    // The larger storage costs more; one combination is sold out.
    const priceOf = (name: string) => Number(phone.find((row) => row.name === name)!.sales_price_paise);
    expect(priceOf('Apple iPhone 16 (256 GB) – Black') - priceOf('Apple iPhone 16 (128 GB) – Black')).toBe(1_000_000);
    expect(Number(phone.find((row) => row.name === 'Apple iPhone 16 (256 GB) – Pink')!.stock)).toBe(0);
  });

  it('stores two or three WebP images per product, on disk with their medium and thumbnail sizes', async () => {
    const { db, uploadsDir } = context();
    const products = await db.selectFrom('products').select('id').execute();
    const images = await db.selectFrom('product_images').selectAll().orderBy('product_id').orderBy('position').execute();
    for (const product of products) {
      const own = images.filter((image) => image.product_id === product.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.map((image) => Number(image.position))).toEqual(own.map((_, index) => index));
    }
    for (const image of images) {
      expect(image.url).toMatch(/^\/uploads\/products\/[0-9a-f-]+\.webp$/);
      const file = fileOf(uploadsDir, image.url);
      expect(isWebp(file), file).toBe(true);
      expect(isWebp(file.replace(/\.webp$/, '-thumb.webp'))).toBe(true);
      expect(isWebp(file.replace(/\.webp$/, '-medium.webp'))).toBe(true);
    }
  });

  it('draws the desktop and mobile banner of every carousel slide', () => {
    const { uploadsDir } = context();
    for (const banner of BANNERS) {
      for (const size of ['desktop', 'mobile'] as const) {
        const file = bannerFile(uploadsDir, banner.slug, size);
        expect(file).toBe(path.join(uploadsDir, 'banners', `${banner.slug}-${size}.webp`));
        expect(isWebp(file), file).toBe(true);
      }
    }
  });

  it('adds nothing when run again', async () => {
    const { db, uploadsDir } = context();
    const count = async (table: 'categories' | 'products' | 'product_images') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      categories: await count('categories'),
      products: await count('products'),
      images: await count('product_images'),
    };
    const files = readdirSync(path.join(uploadsDir, 'products')).length;
    const bannerTime = statSync(bannerFile(uploadsDir, BANNERS[0].slug, 'desktop')).mtimeMs;

    expect(await seedDemoCatalog(db, { uploads: localUploadsStore(uploadsDir) })).toEqual({ products: 0 });

    expect({
      categories: await count('categories'),
      products: await count('products'),
      images: await count('product_images'),
    }).toEqual(before);
    expect(readdirSync(path.join(uploadsDir, 'products'))).toHaveLength(files);
    expect(statSync(bannerFile(uploadsDir, BANNERS[0].slug, 'desktop')).mtimeMs).toBe(bannerTime);
  });
}

describe('demo catalogue seed on SQLite', () => {
  let tmp: string;
  let db: OpenDatabase['db'];
  let firstRun: { products: number };
  const lines: string[] = [];

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'voltcart-seed-'));
    ({ db } = openDatabase({ dataDir: tmp }));
    await migrateToLatest(db);
    firstRun = await seedDemoCatalog(db, {
      uploads: localUploadsStore(path.join(tmp, 'uploads')),
      log: (line) => lines.push(line),
      dispatch: { state: 'Karnataka', address: '1 Demo Street, Koramangala, Bengaluru 560034' },
    });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await db?.destroy();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  seededCatalogChecks(() => ({ db, uploadsDir: path.join(tmp, 'uploads'), firstRun }));

  it('logs what it did', () => {
    expect(lines.some((line) => /added \d+ demo products/.test(line))).toBe(true);
  });

  it("writes the demo delivery rules with the products, from the seller's state and city, and leaves them be after", async () => {
    const rule = (prefix: string) =>
      db
        .selectFrom('delivery_rules')
        .select(['min_days', 'max_days', 'cod_available', 'serviceable'])
        .where('prefix', '=', prefix)
        .executeTakeFirst();
    expect(await rule('560')).toEqual({ min_days: 1, max_days: 2, cod_available: 1, serviceable: 1 });
    expect(await rule('56')).toEqual({ min_days: 2, max_days: 3, cod_available: 1, serviceable: 1 });
    expect(await rule('78')).toEqual({ min_days: 7, max_days: 10, cod_available: 0, serviceable: 1 });
    expect(await rule('9')).toEqual({ min_days: null, max_days: null, cod_available: 0, serviceable: 0 });
    // An admin who deletes a rule does not get it back on the next start: the database is no longer fresh.
    await db.deleteFrom('delivery_rules').where('prefix', '=', '78').execute();
    await seedDemoCatalog(db, {
      uploads: localUploadsStore(path.join(tmp, 'uploads')),
      dispatch: { state: 'Karnataka', address: '1 Demo Street, Koramangala, Bengaluru 560034' },
    });
    expect(await rule('78')).toBeUndefined();
  });

  it('redraws a missing banner and restores a missing category without touching products', async () => {
    const uploadsDir = path.join(tmp, 'uploads');
    const file = bannerFile(uploadsDir, 'tv', 'mobile');
    rmSync(file);
    await db.deleteFrom('categories').where('id', '=', 'watches').execute();
    expect(existsSync(file)).toBe(false);

    expect(await seedDemoCatalog(db, { uploads: localUploadsStore(uploadsDir) })).toEqual({ products: 0 });

    expect(isWebp(file)).toBe(true);
    const watches = await db.selectFrom('categories').selectAll().where('id', '=', 'watches').executeTakeFirst();
    expect(watches).toMatchObject({ name: 'Watches', heading: 'Top Watches' });
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log('seed on PostgreSQL: skipped, TEST_DATABASE_URL is not set');

describe.skipIf(!databaseUrl)('demo catalogue seed on PostgreSQL', () => {
  let database: EmptyTestDatabase | undefined;
  let firstRun: { products: number };

  beforeAll(async () => {
    database = await openEmptyTestDatabase(databaseUrl, 'seed_test');
    await database.migrating(() => migrateToLatest(database!.db));
    firstRun = await seedDemoCatalog(database.db, { uploads: localUploadsStore(path.join(database.dataDir, 'uploads')) });
  }, SEED_TIMEOUT);

  afterAll(() => database?.close());

  seededCatalogChecks(() => ({ db: database!.db, uploadsDir: path.join(database!.dataDir, 'uploads'), firstRun }));
});
