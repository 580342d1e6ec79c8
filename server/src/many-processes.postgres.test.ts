import { apiPaths, type Product } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAddress } from '../test/addresses';
import { buildServerEntry, type BuiltPages } from '../test/server-entry';
import { multipartBody } from '../test/multipart';
import { createScratchDatabase, type ScratchDatabase } from '../test/processes/scratch-database';
import { startShop, type RunningShop } from '../test/processes/start-shop';
import { startS3Server, type S3Server } from '../test/s3-server';
import { pngBytes } from '../test/test-app';
import { PRODUCTS } from './db/seed/products-data';
import { VARIANT_COPIES } from './db/seed/variant-groups';
import { sandboxPaths } from './features/payments/providers/sandbox-paths';

// Two real shop processes on one PostgreSQL database and one S3-compatible bucket, as behind a load balancer:
// whatever a shopper or the owner does on one holds on the other.

const ADMIN = { email: 'owner@voltcart.test', password: 'owner-password-for-tests' };

let database: ScratchDatabase;
let s3: S3Server;
let pages: BuiltPages;
let dataDirs: string[] = [];
let shopA: RunningShop;
let shopB: RunningShop;
let sql: pg.Client;

beforeAll(async () => {
  database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'many');
  s3 = await startS3Server();
  // The web app's pages, rendered by both (the server entry is built for this file: CI runs it before the web build).
  pages = await buildServerEntry();
  dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'voltcart-many-')));
  const start = (dataDir: string) =>
    startShop({
      dataDir,
      databaseUrl: database.url,
      seedDemo: true,
      extraEnv: { ...s3.env, RATE_LIMITS: 'off', WEB_DIST_DIR: pages.webDistDir },
    });
  // Both start at once on the empty database: migrations, seed and admin must happen once between them.
  [shopA, shopB] = await Promise.all([start(dataDirs[0]!), start(dataDirs[1]!)]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 240_000);
afterAll(async () => {
  await sql?.end();
  await Promise.all([shopA?.stop(), shopB?.stop()]);
  await s3?.close();
  await database?.drop();
  pages?.remove();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const count = async (query: string, values: unknown[] = []) => Number((await sql.query<{ n: string }>(query, values)).rows[0]!.n);

function call(shop: RunningShop, url: string, init: RequestInit & { cookie?: string; token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${shop.url}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init, headers });
}

const json = (body: object) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function sessionCookie(answer: Response): string {
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('vc_session='));
  if (!session) throw new Error(`no session cookie (${answer.status})`);
  return session.split(';')[0]!;
}

let shoppers = 0;
async function registerOn(shop: RunningShop, password = 'correct horse battery'): Promise<{ email: string; cookie: string }> {
  shoppers += 1;
  const email = `many-${shoppers}-${Date.now()}@example.com`;
  const form = multipartBody({ username: `Shopper ${shoppers}`, email, phone: '9876543210', password });
  const answer = await call(shop, apiPaths.auth.register, {
    method: 'POST',
    headers: form.headers,
    body: new Uint8Array(form.payload),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return { email, cookie: sessionCookie(answer) };
}

/** A shopper on A with one demo product in the cart and a payment begun: the sandbox's pay page is next. */
async function checkoutOn(shop: RunningShop) {
  const shopper = await registerOn(shop);
  const [product] = (await (await call(shop, apiPaths.catalog.products, json({}))).json()).data as Product[];
  const added = await call(shop, apiPaths.cart.add, { ...json({ productId: product!._id }), cookie: shopper.cookie });
  expect(added.status).toBe(200);
  expect((await call(shop, apiPaths.address.create, { ...json(sampleAddress()), cookie: shopper.cookie })).status).toBe(201);
  const initiated = await call(shop, apiPaths.payment.initiate, {
    ...json({ amount: product!.salesPrice, cartItems: [{ productId: product!._id, quantity: 1 }] }),
    cookie: shopper.cookie,
  });
  expect(initiated.status, await initiated.clone().text()).toBe(200);
  const { merchantTransactionId } = (await initiated.json()).data as { merchantTransactionId: string };
  return { shopper, merchantTransactionId };
}

const pressPay = (shop: RunningShop, merchantTransactionId: string, cookie: string) =>
  call(shop, sandboxPaths.complete(merchantTransactionId), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    cookie,
  });

describe('two shop processes on one database and one bucket', () => {
  it('start together on an empty database and seed it once, with one admin', async () => {
    expect(await count('select count(*) as n from products')).toBe(PRODUCTS.length + VARIANT_COPIES);
    expect(await count("select count(*) as n from users where role = 'admin'")).toBe(1);
    expect(await count('select count(*) as n from categories')).toBe(12);
    for (const shop of [shopA, shopB]) {
      const total = await (await call(shop, apiPaths.catalog.totalProducts)).json();
      expect(total.data).toBe(PRODUCTS.length + VARIANT_COPIES);
    }
  });

  it('serve the demo images from the shared bucket on both', async () => {
    const [product] = (await (await call(shopA, apiPaths.catalog.products, json({}))).json()).data as Product[];
    for (const shop of [shopA, shopB]) {
      const image = await call(shop, product!.productImage[0]!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('honour a session made on one in the other', async () => {
    const { email, cookie } = await registerOn(shopA);
    const answer = await call(shopB, apiPaths.auth.checkAuth, { cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, data: { email } });
  });

  it('pay on one a payment begun on the other', async () => {
    const { shopper, merchantTransactionId } = await checkoutOn(shopA);
    const pressed = await pressPay(shopB, merchantTransactionId, shopper.cookie);
    expect(pressed.status, await pressed.clone().text()).toBe(303);
    const status = await call(shopA, apiPaths.payment.status(merchantTransactionId), { cookie: shopper.cookie });
    expect(await status.json()).toMatchObject({ success: true, data: { state: 'COMPLETED' } });
  });

  it('serve an image uploaded through one from the other at the same URL, cached for a year', async () => {
    const login = await call(shopA, apiPaths.auth.adminLogin, json(ADMIN));
    expect(login.status).toBe(200);
    const { token } = (await login.json()).data as { token: string };
    const form = multipartBody(
      {
        productName: 'Shared Image Mouse',
        productPrice: '1499',
        salesPrice: '999',
        productDescription: 'Uploaded on A, shown by B.',
        productBrand: 'Logitech',
        productCategory: 'Mouse',
      },
      [{ field: 'images', filename: 'mouse.png', contentType: 'image/png', bytes: await pngBytes(300, 200) }],
    );
    const added = await call(shopA, apiPaths.catalog.addProduct, {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
      token,
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const [imageUrl] = ((await added.json()).data as Product).productImage;
    expect(imageUrl).toMatch(/^\/uploads\/products\/[\w-]+\.webp$/);

    const served = await call(shopB, imageUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await call(shopB, '/uploads/products/never-uploaded.webp')).status).toBe(404);
  });

  it("render a product's page anew on one after the product is changed through the other", async () => {
    const [product] = (await (await call(shopA, apiPaths.catalog.products, json({}))).json()).data as Product[];
    const pageOnB = async () => (await call(shopB, `/product/${product!._id}`, { headers: { accept: 'text/html' } })).text();
    const before = await pageOnB();
    expect(before).toContain(`>${product!.productName}</h1>`);
    // Kept by B now: asked again, the same page.
    expect(await pageOnB()).toBe(before);

    const login = await call(shopA, apiPaths.auth.adminLogin, json(ADMIN));
    const { token } = (await login.json()).data as { token: string };
    const renamed = `${product!.productName} (new edition)`;
    const updated = await call(shopA, apiPaths.catalog.updateProduct(product!._id), {
      ...json({
        productName: renamed,
        productPrice: product!.productPrice,
        salesPrice: product!.salesPrice,
        productDescription: product!.productDescription,
        productBrand: product!.productBrand,
        productCategory: product!.productCategory,
      }),
      method: 'PUT',
      token,
    });
    expect(updated.status, await updated.clone().text()).toBe(200);

    const after = await pageOnB();
    expect(after).toContain(`>${renamed}</h1>`);
    expect(after).toContain(`"productName":"${renamed}"`);
  });

  it('keep a sign-in lockout made on one in force on the other', async () => {
    const password = 'correct horse battery';
    const { email } = await registerOn(shopA, password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(shopA, apiPaths.auth.login, json({ email, password: 'wrong password here' }))).status).toBe(401);
    }
    const right = await call(shopB, apiPaths.auth.login, json({ email, password }));
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('settle a payment exactly once when both are asked for its status at once', async () => {
    const { shopper, merchantTransactionId } = await checkoutOn(shopA);
    expect((await pressPay(shopB, merchantTransactionId, shopper.cookie)).status).toBe(303);
    const answers = await Promise.all(
      [shopA, shopB, shopA, shopB].map((shop) =>
        call(shop, apiPaths.payment.status(merchantTransactionId), { cookie: shopper.cookie }),
      ),
    );
    for (const answer of answers) expect(await answer.json()).toMatchObject({ success: true, data: { state: 'COMPLETED' } });

    const payments = await sql.query<{ state: string; order_status: string; order_id: string }>(
      'select p.state, o.status as order_status, o.id as order_id from payments p join orders o on o.id = p.order_id where p.merchant_transaction_id = $1',
      [merchantTransactionId],
    );
    expect(payments.rows).toEqual([expect.objectContaining({ state: 'COMPLETED', order_status: 'Pending' })]);
    const orderId = payments.rows[0]!.order_id;
    expect(
      await count('select count(*) as n from orders where user_id = (select user_id from orders where id = $1)', [orderId]),
    ).toBe(1);
    expect(await count("select count(*) as n from payments where order_id = $1 and state = 'COMPLETED'", [orderId])).toBe(1);
    expect(
      await count('select count(*) as n from cart_items where user_id = (select user_id from orders where id = $1)', [orderId]),
    ).toBe(0);
  });
});
