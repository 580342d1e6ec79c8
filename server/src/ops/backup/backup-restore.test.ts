import { apiPaths, type Order, type Product } from '@voltcart/contract';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAddress } from '../../../test/addresses';
import { pdfText } from '../../../test/invoices';
import { multipartBody } from '../../../test/multipart';
import { repoRoot } from '../../../test/processes/child-process';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/processes/scratch-database';
import { startShop, type RunningShop } from '../../../test/processes/start-shop';
import { pngBytes, testEngine } from '../../../test/test-app';
import { sandboxPaths } from '../../features/payments/providers/sandbox-paths';
import type { Manifest } from './manifest';

// `npm run backup` of a real shop while shoppers keep paying for orders, `npm run restore` into a new DATA_DIR (and, on
// PostgreSQL, a new database), and a second shop started on what was restored: the same orders, invoices, images and
// sessions. On PostgreSQL this needs pg_dump and pg_restore on the machine.

/** On PostgreSQL: why pg_dump cannot back up the test server, if it cannot (missing, or older than the server). */
async function postgresToolsMissing(): Promise<string | undefined> {
  const dump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (dump.status !== 0) return 'pg_dump is not on this machine (apt-get install postgresql-client)';
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ version: string }>("select current_setting('server_version_num') as version");
  await client.end();
  const server = Math.floor(Number(rows[0]!.version) / 10_000);
  const tool = Number(/\) (\d+)/.exec(dump.stdout)?.[1]);
  return tool >= server
    ? undefined
    : `pg_dump ${tool} is older than the PostgreSQL ${server} server (install its client programs)`;
}
const missing = testEngine === 'postgres' ? await postgresToolsMissing() : undefined;
const postgresTools = missing === undefined;
if (missing) console.log(`backup and restore on PostgreSQL: skipped, ${missing}`);

const ADMIN = { email: 'owner@voltcart.test', password: 'owner-password-for-tests' };
const SECRET = 'the-session-secret-of-the-backed-up-shop-0123';

const dirs: string[] = [];
const newDir = (tag: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `voltcart-backup-${tag}-`));
  dirs.push(dir);
  return dir;
};
const databases: ScratchDatabase[] = [];
const newDatabase = async (tag: string) => {
  const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, tag);
  databases.push(database);
  return database;
};
const shops: RunningShop[] = [];

/** Where a shop keeps its data, as the shop and the two commands are given it. */
type Storage = { dataDir: string; databaseUrl: string | undefined };

/**
 * SQLite: the shop makes its own session secret in DATA_DIR, which the backup carries. PostgreSQL (where production
 * asks for it): SESSION_SECRET in the environment of both shops.
 */
const secretEnv = () => (testEngine === 'postgres' ? { SESSION_SECRET: SECRET } : { SESSION_SECRET: undefined });

async function startOn(storage: Storage, seedDemo: boolean): Promise<RunningShop> {
  const shop = await startShop({
    ...storage,
    seedDemo,
    sessionSecret: SECRET,
    extraEnv: { RATE_LIMITS: 'off', ...secretEnv() } as Record<string, string>,
  });
  shops.push(shop);
  return shop;
}

/** Runs `npm run <script> -- <dir>` as an operator would, with the shop's storage in the environment. */
function npmRun(script: 'backup' | 'restore', dir: string, storage: Storage): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: storage.dataDir, ...secretEnv() };
  delete env.DATABASE_URL;
  if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
  if (env.SESSION_SECRET === undefined) delete env.SESSION_SECRET;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', dir], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

function call(shop: RunningShop, url: string, init: RequestInit & { cookie?: string; token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${shop.url}${url}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    ...init,
    ...(init.json === undefined ? {} : { method: init.method ?? 'POST', body: JSON.stringify(init.json) }),
    headers,
  });
}

async function adminToken(shop: RunningShop): Promise<string> {
  const login = await call(shop, apiPaths.auth.adminLogin, { json: ADMIN });
  expect(login.status).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function registerShopper(shop: RunningShop): Promise<string> {
  const form = multipartBody({
    username: 'Backed Up Shopper',
    email: `backup-${Date.now()}@example.com`,
    phone: '9876543210',
    password: 'a passphrase kept in the backup',
  });
  const answer = await call(shop, apiPaths.auth.register, {
    method: 'POST',
    headers: form.headers,
    body: new Uint8Array(form.payload),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('vc_session='))!
    .split(';')[0]!;
  expect((await call(shop, apiPaths.address.create, { json: sampleAddress(), cookie })).status).toBe(201);
  return cookie;
}

/** One product in the cart, paid through the sandbox: answers the paid order's id. */
async function placePaidOrder(shop: RunningShop, cookie: string, product: Product): Promise<string> {
  const added = await call(shop, apiPaths.cart.add, { json: { productId: product._id }, cookie });
  expect(added.status, await added.clone().text()).toBe(200);
  const initiated = await call(shop, apiPaths.payment.initiate, {
    json: { amount: product.salesPrice, cartItems: [{ productId: product._id, quantity: 1 }] },
    cookie,
  });
  expect(initiated.status, await initiated.clone().text()).toBe(200);
  const { orderId, merchantTransactionId } = (
    (await initiated.json()) as { data: { orderId: string; merchantTransactionId: string } }
  ).data;
  const pressed = await call(shop, sandboxPaths.complete(merchantTransactionId), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    cookie,
  });
  expect(pressed.status, await pressed.clone().text()).toBe(303);
  const status = await call(shop, apiPaths.payment.status(merchantTransactionId), { cookie });
  expect(await status.json()).toMatchObject({ data: { state: 'COMPLETED' } });
  return orderId;
}

/** Every order, a thousand a page (the loop may place more than one page's worth on a fast machine). */
async function allOrders(shop: RunningShop, token: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (;;) {
    const answer = await call(shop, `${apiPaths.orders.adminList}?limit=1000&offset=${orders.length}`, { token });
    expect(answer.status).toBe(200);
    const page = ((await answer.json()) as { data: Order[] }).data;
    orders.push(...page);
    if (page.length < 1000) return orders;
  }
}

const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let storageA: Storage;
let shopA: RunningShop;
let tokenA: string;
let shopperCookie: string;
/** The product every order buys: one of the shop's own, with stock for any number of orders. */
let mouse: Product;
let uploadedImage: string;

beforeAll(async () => {
  if (!postgresTools) return;
  storageA = { dataDir: newDir('a'), databaseUrl: testEngine === 'postgres' ? (await newDatabase('backup_a')).url : undefined };
  shopA = await startOn(storageA, true);
  tokenA = await adminToken(shopA);
  const form = multipartBody(
    {
      productName: 'Backed Up Mouse',
      productPrice: '1499',
      salesPrice: '999',
      productDescription: 'Its image must come back from the backup.',
      productBrand: 'Logitech',
      productCategory: 'Mouse',
      productStock: '100000',
    },
    [{ field: 'images', filename: 'mouse.png', contentType: 'image/png', bytes: await pngBytes(320, 200) }],
  );
  const added = await call(shopA, apiPaths.catalog.addProduct, {
    method: 'POST',
    headers: form.headers,
    body: new Uint8Array(form.payload),
    token: tokenA,
  });
  expect(added.status, await added.clone().text()).toBe(201);
  mouse = ((await added.json()) as { data: Product }).data;
  uploadedImage = mouse.productImage[0]!;
  shopperCookie = await registerShopper(shopA);
}, 240_000);

afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await Promise.all(databases.map((database) => database.drop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!postgresTools)(`npm run backup and npm run restore (${testEngine})`, () => {
  let backupDir: string;
  let manifest: Manifest;
  let storageB: Storage;
  let shopB: RunningShop;
  let placedBefore: string[];

  it('backs up a shop while shoppers keep paying for orders', async () => {
    placedBefore = [];
    for (let order = 0; order < 3; order += 1) placedBefore.push(await placePaidOrder(shopA, shopperCookie, mouse));

    // Orders go on being placed, one after another, from before the backup begins until after it has finished.
    let backupDone = false;
    let placedAfter = 0;
    let firstInLoop!: () => void;
    const loopStarted = new Promise<void>((resolve) => (firstInLoop = resolve));
    const loop = (async () => {
      while (!backupDone || placedAfter === 0) {
        await placePaidOrder(shopA, shopperCookie, mouse);
        if (backupDone) placedAfter += 1;
        firstInLoop();
      }
    })();
    await Promise.race([loopStarted, loop]);

    backupDir = path.join(newDir('copy'), 'nightly');
    const backup = await npmRun('backup', backupDir, storageA).finally(() => (backupDone = true));
    await loop;
    expect(backup.output).toMatch(/^Backed up to .*nightly: \d+ orders, \d+ products, \d+ users; \d+ files/m);
    expect(backup.code, backup.output).toBe(0);

    manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    const ordersNow = await allOrders(shopA, tokenA);
    expect(manifest).toMatchObject({ format: 'voltcart-backup/1', engine: testEngine, shop: { version: '0.1.0' } });
    // A moment between the orders paid before the backup and those paid after it.
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(placedBefore.length + 1);
    expect(manifest.counts.orders).toBeLessThan(ordersNow.length);
    const total = ((await (await call(shopA, apiPaths.catalog.totalProducts)).json()) as { data: number }).data;
    expect(manifest.counts.products).toBe(total);
    expect(manifest.sessionSecret).toBe(testEngine === 'postgres' ? 'SESSION_SECRET in the environment' : 'in the backup');
    const uploaded = manifest.files.find((file) => `/${file.path}` === uploadedImage);
    expect(uploaded).toMatchObject({ sha256: sha256(await bytesOf(await call(shopA, uploadedImage))) });
    expect(manifest.uploads).toMatchObject({ store: 'local', copied: true });
  });

  it('refuses to back up into a folder that is not empty', async () => {
    const again = await npmRun('backup', backupDir, storageA);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');
    expect(existsSync(path.join(backupDir, 'manifest.json'))).toBe(true);
  });

  it('refuses a backup whose files do not match its manifest, restoring nothing', async () => {
    const damaged = path.join(newDir('damaged'), 'copy');
    spawnSync('cp', ['-r', backupDir, damaged]);
    appendFileSync(path.join(damaged, uploadedImage.slice(1)), 'tampered');
    const target: Storage = { dataDir: path.join(newDir('refused'), 'data'), databaseUrl: undefined };
    if (testEngine === 'postgres') target.databaseUrl = (await newDatabase('backup_refused')).url;
    const refused = await npmRun('restore', damaged, target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('does not match its manifest, so nothing was restored');
    expect(refused.output).toContain(`${uploadedImage.slice(1)} has`);
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('restores into a new DATA_DIR, where a shop serves the same orders, invoices, images and sessions', async () => {
    storageB = {
      dataDir: path.join(newDir('b'), 'data'),
      databaseUrl: testEngine === 'postgres' ? (await newDatabase('backup_b')).url : undefined,
    };
    const restore = await npmRun('restore', backupDir, storageB);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`${manifest.counts.orders} orders`);
    shopB = await startOn(storageB, false);

    const tokenB = await adminToken(shopB);
    const ordersA = await allOrders(shopA, tokenA);
    const ordersB = await allOrders(shopB, tokenB);
    expect(ordersB).toHaveLength(manifest.counts.orders);
    const idsA = new Set(ordersA.map((order) => order._id));
    expect(ordersB.every((order) => idsA.has(order._id))).toBe(true);
    for (const id of placedBefore) {
      const before = ordersA.find((order) => order._id === id)!;
      expect(before.invoiceNumber).toBeTruthy();
      expect(ordersB.find((order) => order._id === id)).toEqual(before);
      // The shopper's session of the first shop holds on the restored one (the same secret), and so does the invoice.
      const invoiceA = await call(shopA, apiPaths.orders.invoice(id), { cookie: shopperCookie });
      const invoiceB = await call(shopB, apiPaths.orders.invoice(id), { cookie: shopperCookie });
      expect(invoiceB.status).toBe(200);
      expect(invoiceB.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(await bytesOf(invoiceB));
      expect(text).toContain(before.invoiceNumber!);
      expect(text).toBe(await pdfText(await bytesOf(invoiceA)));
    }
  });

  it('serves every image of the backup at the same URL with the same bytes', async () => {
    const images = manifest.files.filter((file) => file.path.startsWith('uploads/'));
    expect(images.length).toBe(manifest.uploads.store === 'local' ? manifest.uploads.files : 0);
    expect(images.length).toBeGreaterThan(manifest.counts.products);
    const uploaded = await call(shopB, uploadedImage);
    expect(uploaded.status).toBe(200);
    expect((await bytesOf(uploaded)).equals(await bytesOf(await call(shopA, uploadedImage)))).toBe(true);
    const [product] = ((await (await call(shopB, apiPaths.catalog.products, { json: {} })).json()) as { data: Product[] }).data;
    for (const url of product!.productImage) {
      const [fromA, fromB] = await Promise.all([call(shopA, url), call(shopB, url)]);
      expect(fromB.status).toBe(200);
      expect((await bytesOf(fromB)).equals(await bytesOf(fromA))).toBe(true);
    }
  });

  it('refuses to restore into a DATA_DIR that is not empty, leaving it as it was', async () => {
    const dataDir = newDir('used');
    writeFileSync(path.join(dataDir, 'notes.txt'), 'kept');
    const target: Storage = { dataDir, databaseUrl: undefined };
    if (testEngine === 'postgres') target.databaseUrl = (await newDatabase('backup_used')).url;
    const refused = await npmRun('restore', backupDir, target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR ${dataDir} is not empty (it holds notes.txt), so nothing was restored`);
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });

  if (testEngine === 'postgres')
    it('refuses to restore into a database that is not empty', async () => {
      const refused = await npmRun('restore', backupDir, {
        dataDir: path.join(newDir('c'), 'data'),
        databaseUrl: storageB.databaseUrl,
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The database of DATABASE_URL is not empty');
    });
});
