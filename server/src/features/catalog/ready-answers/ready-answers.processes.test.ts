import { apiPaths, type Product } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../../test/multipart';
import { createProduct } from '../../../../test/products';
import { createScratchDatabase, type ScratchDatabase } from '../../../../test/processes/scratch-database';
import { startShop, type RunningShop } from '../../../../test/processes/start-shop';
import { testEngine } from '../../../../test/test-app';
import { openDatabase, type OpenDatabase } from '../../../db/engine/database';

// Two real shop processes on one database (one SQLite file in a shared DATA_DIR, or one PostgreSQL database), each
// with its own cache of ready answers: a write made through one shows on the other's very next read.

const ADMIN = { email: 'owner@voltcart.test', password: 'owner-password-for-tests' };

let dataDir: string;
let database: ScratchDatabase | undefined;
let shopA: RunningShop;
let shopB: RunningShop;
let db: OpenDatabase['db'];
let adminToken: string;
let shopperCookie: string;

function call(shop: RunningShop, url: string, init: { method?: string; json?: unknown; cookie?: string; token?: string } = {}) {
  return fetch(`${shop.url}${url}`, {
    method: init.method ?? 'GET',
    signal: AbortSignal.timeout(15_000),
    headers: {
      origin: shop.url,
      'accept-encoding': 'gzip',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-ready-'));
  if (testEngine === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ready');
  const start = () => startShop({ dataDir, databaseUrl: database?.url, seedDemo: false, extraEnv: { RATE_LIMITS: 'off' } });
  shopA = await start();
  shopB = await start();
  db = openDatabase({ dataDir, databaseUrl: database?.url }).db;

  const login = await call(shopA, apiPaths.auth.adminLogin, { method: 'POST', json: ADMIN });
  expect(login.status).toBe(200);
  adminToken = (await login.json()).data.token;
  const form = multipartBody({
    username: 'Across',
    email: `across-${Date.now()}@example.com`,
    phone: '9876543210',
    password: 'a fine passphrase',
  });
  const registered = await fetch(`${shopA.url}${apiPaths.auth.register}`, {
    method: 'POST',
    headers: { ...form.headers, origin: shopA.url },
    body: new Uint8Array(form.payload),
  });
  expect(registered.status).toBe(201);
  shopperCookie = registered.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('vc_session='))!
    .split(';')[0]!;
}, 240_000);
afterAll(async () => {
  await Promise.all([shopA?.stop(), shopB?.stop()]);
  await db?.destroy();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The product as shop B's public reads show it: listing, home row, paged listing, product, comments. */
async function shownOnB(product: Product) {
  const data = async (url: string) => {
    const answer = await call(shopB, url);
    expect(answer.status, url).toBe(200);
    return (await answer.json()).data;
  };
  const find = (list: Product[]) => list.find((item) => item._id === product._id);
  const category = product.productCategory;
  return {
    listing: find(await data(apiPaths.catalog.byCategory(category))),
    homeRow: find(await data(`${apiPaths.catalog.byCategory(category)}?limit=4`)),
    page: find((await data(`${apiPaths.catalog.search}?category=${category}`)).items),
    product: await data(apiPaths.catalog.productById(product._id)),
    comments: (await data(apiPaths.comments.list(product._id))) as { comment: string }[],
  };
}

/** Both shops' caches hold the current answers (each read twice), before the write under test. */
async function warmBoth(product: Product) {
  for (const shop of [shopA, shopB]) {
    for (let round = 0; round < 2; round += 1) {
      for (const url of [
        apiPaths.catalog.byCategory(product.productCategory),
        `${apiPaths.catalog.byCategory(product.productCategory)}?limit=4`,
        `${apiPaths.catalog.search}?category=${product.productCategory}`,
        apiPaths.catalog.productById(product._id),
        apiPaths.comments.list(product._id),
      ]) {
        expect((await call(shop, url)).status).toBe(200);
      }
    }
  }
}

const everywhere = (fields: Partial<Product>) => {
  const match = expect.objectContaining(fields);
  return { listing: match, homeRow: match, page: match, product: match };
};

function updateOnA(product: Product, changes: Record<string, unknown>) {
  return call(shopA, apiPaths.catalog.updateProduct(product._id), {
    method: 'PUT',
    token: adminToken,
    json: {
      productName: product.productName,
      productPrice: product.productPrice,
      productDescription: product.productDescription,
      productBrand: product.productBrand,
      productCategory: product.productCategory,
      ...changes,
    },
  });
}

describe('ready answers across two shop processes', () => {
  it('shows on B the product name and price the admin changed on A', async () => {
    const product = await createProduct({ db }, { name: 'Across Camera', category: 'Camera', price: 3000 });
    await warmBoth(product);
    expect(await shownOnB(product)).toMatchObject(everywhere({ productName: 'Across Camera' }));
    expect((await updateOnA(product, { productName: 'Across Camera II', productPrice: 2800 })).status).toBe(200);
    expect(await shownOnB(product)).toMatchObject(everywhere({ productName: 'Across Camera II', productPrice: 2800 }));
  });

  it('shows on B the stock the admin set on A', async () => {
    const product = await createProduct({ db }, { name: 'Across Speaker', category: 'Speakers', stock: 4 });
    await warmBoth(product);
    expect(await shownOnB(product)).toMatchObject(everywhere({ productStock: 4 }));
    expect((await updateOnA(product, { productStock: 11 })).status).toBe(200);
    expect(await shownOnB(product)).toMatchObject(everywhere({ productStock: 11 }));
  });

  it('shows on B a comment posted on A', async () => {
    const product = await createProduct({ db }, { name: 'Across Watch', category: 'Watches' });
    await warmBoth(product);
    expect((await shownOnB(product)).comments).toEqual([]);
    const posted = await call(shopA, apiPaths.comments.add, {
      method: 'POST',
      cookie: shopperCookie,
      json: { productId: product._id, comment: 'Seen from the other process.' },
    });
    expect(posted.status).toBe(201);
    expect((await shownOnB(product)).comments.map((comment) => comment.comment)).toEqual(['Seen from the other process.']);
  });

  it('answers B with the same ETag as A for the same bytes, and 304 to it', async () => {
    const product = await createProduct({ db }, { name: 'Across Tag Mouse', category: 'Mouse' });
    const url = apiPaths.catalog.productById(product._id);
    const fromA = await call(shopA, url);
    const etag = fromA.headers.get('etag')!;
    expect((await call(shopB, url)).headers.get('etag')).toBe(etag);
    const revalidated = await fetch(`${shopB.url}${url}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });
});
