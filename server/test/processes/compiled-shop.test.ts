import { apiPaths, type Product } from '@voltcart/contract';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../multipart';
import { testEngine } from '../test-app';
import { repoRoot } from './child-process';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { startShop, type RunningShop } from './start-shop';

// `npm start` runs the bundle `npm run build -w server` makes (server/scripts/build.mjs: the shop's code, the contract,
// Zod and Kysely in one minified ES module, the other npm packages loaded from node_modules beside it), not the
// TypeScript the other tests run under tsx. This builds that bundle and goes through calls that use each kind of
// package: answers of JSON (Fastify, Zod, compression), a sign-up (multipart, argon2, the common-password list, loaded
// at first use), a cart (sessions, cookies) and the database (better-sqlite3, or node-postgres under
// TEST_DATABASE_URL), on the demo catalogue (its images made by sharp).

const buildDir = path.join(repoRoot, 'server', 'dist', `compiled-test-${process.pid}-${Date.now()}`);
let dataDir: string;
let database: ScratchDatabase | undefined;
let shop: RunningShop;

function call(url: string, init: { method?: string; json?: unknown; cookie?: string; gzip?: boolean } = {}) {
  return fetch(`${shop.url}${url}`, {
    method: init.method ?? 'GET',
    signal: AbortSignal.timeout(15_000),
    headers: {
      origin: shop.url,
      ...(init.gzip ? { 'accept-encoding': 'gzip' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

function register(password: string) {
  const form = multipartBody({
    username: 'Bundled Shopper',
    email: `bundled-${Date.now()}@example.com`,
    phone: '9876543210',
    password,
  });
  return fetch(`${shop.url}${apiPaths.auth.register}`, {
    method: 'POST',
    signal: AbortSignal.timeout(15_000),
    headers: { ...form.headers, origin: shop.url },
    body: new Uint8Array(form.payload),
  });
}

beforeAll(async () => {
  await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'server', 'scripts', 'build.mjs'), path.join(buildDir, 'main.js')],
    {
      cwd: repoRoot,
    },
  );
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-compiled-'));
  if (testEngine === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'compiled');
  shop = await startShop({
    dataDir,
    databaseUrl: database?.url,
    seedDemo: true,
    compiled: true,
    compiledFile: path.relative(repoRoot, path.join(buildDir, 'main.js')),
    extraEnv: { RATE_LIMITS: 'off' },
  });
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  await database?.drop();
  rmSync(buildDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`the compiled shop (${testEngine})`, () => {
  it('answers a category row of the demo catalogue, gzipped with an ETag when asked, and 304 on that ETag', async () => {
    const response = await call(`${apiPaths.catalog.byCategory('mobiles')}?limit=4`, { gzip: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch gunzips the body as it reads it (a body that were not gzip would fail here).
    const body = (await response.json()) as { data: Product[] };
    expect(body.data).toHaveLength(4);
    expect(new Set(body.data.map((product) => product.productCategory))).toEqual(new Set(['Mobiles']));
    const again = await fetch(`${shop.url}${apiPaths.catalog.byCategory('mobiles')}?limit=4`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('refuses bad input with the contract schema and an unknown product with 404', async () => {
    const bad = await call(`${apiPaths.catalog.search}?limit=0`);
    expect(bad.status).toBe(400);
    // In zod's English (the bundle keeps that one of its languages: build.mjs).
    expect(await bad.json()).toMatchObject({ success: false, message: 'limit: Too small: expected number to be >=1' });
    const missing = await call(apiPaths.catalog.productById('01890000-0000-7000-8000-000000000000'));
    expect(missing.status).toBe(404);
  });

  it('signs a shopper up (a common password refused), adds a product to the cart and shows it there', async () => {
    const common = await register('password123');
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toContain('most common');

    const registered = await register('a fine passphrase for the bundle');
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .find((line) => line.startsWith('vc_session='))!
      .split(';')[0]!;

    const row = (await (await call(`${apiPaths.catalog.byCategory('camera')}?limit=1`)).json()) as { data: Product[] };
    const product = row.data[0]!;
    const added = await call(apiPaths.cart.add, { method: 'POST', json: { productId: product._id }, cookie });
    expect(added.status).toBe(200);
    const cart = (await (await call(apiPaths.cart.view, { cookie })).json()) as {
      data: { productId: { _id: string; productName: string } }[];
    };
    expect(cart.data.map((line) => line.productId.productName)).toEqual([product.productName]);
  });

  it('serves its OpenAPI document', async () => {
    const response = await call(apiPaths.docs);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain(apiPaths.cart.add);
  });
});
