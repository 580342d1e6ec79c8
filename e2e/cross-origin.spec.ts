import { expect, test, type Page, type Response } from './support/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startShop, type RunningShop } from '../server/test/processes/start-shop';
import { pickSome, testRandom } from './support/seed';
import { canBuy, cartBadge, inStockCards, newcomer, sampleAddress, type ListedProduct } from './support/shop';

// A split deployment (docs/design.md, "Origins and cross-site writes"): the storefront is served from one origin,
// the API from another that lists it in CORS_ORIGINS. Another port on localhost is another origin (and the same site, so the SameSite=Lax
// session cookie goes along with `credentials: 'include'`). This spec runs its own shop, since the e2e shop's
// environment is fixed before a storefront port exists; the desktop project runs it once.

const run = promisify(execFile);
const webDir = path.join(import.meta.dirname, '../web');
/** Vite's command line, as the web workspace resolves it. */
const viteBin = path.join(
  path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A static server on a free loopback port: `answer` maps a path to a file's body, or null for a 404. */
async function serve(answer: (pathname: string) => Promise<{ body: Buffer | string; type: string } | null>) {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    answer(pathname).then(
      (found) => {
        if (!found) response.writeHead(404).end();
        else response.writeHead(200, { 'content-type': found.type, 'cache-control': 'no-store' }).end(found.body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Serves a web build: its files, and index.html for every client route (a path without a file extension). */
function spaFrom(dir: () => string) {
  return async (pathname: string) => {
    const root = dir();
    const wanted = path.normalize(path.join(root, pathname === '/' ? 'index.html' : pathname));
    const extension = path.extname(wanted);
    if (!wanted.startsWith(root + path.sep)) return null;
    try {
      return { body: await readFile(wanted), type: TYPES[extension] ?? 'application/octet-stream' };
    } catch {
      if (extension) return null;
      return { body: await readFile(path.join(root, 'index.html')), type: TYPES['.html']! };
    }
  };
}

let dataDir: string;
let distDir: string;
let shop: RunningShop | undefined;
let api: string;
let storefront: Awaited<ReturnType<typeof serve>>;
let elsewhere: Awaited<ReturnType<typeof serve>>;

test.beforeAll(async () => {
  // A shop start (migrations, the demo catalogue's images) plus a web build.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-e2e-cors-data-'));
  distDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-e2e-cors-web-'));
  storefront = await serve(spaFrom(() => distDir));
  elsewhere = await serve(async () => ({
    body: '<!doctype html><title>Another site</title><p>Nothing to see.</p>',
    type: TYPES['.html']!,
  }));
  shop = await startShop({
    dataDir,
    seedDemo: true,
    // Its pay page and images are addressed on the name the storefront calls it by.
    publicHost: 'localhost',
    extraEnv: { CORS_ORIGINS: storefront.origin, RATE_LIMITS: 'off' },
  });
  // The shop listens on 127.0.0.1; the storefront calls it by the name its cookie is set for (localhost).
  api = shop.url.replace('127.0.0.1', 'localhost');
  await run(process.execPath, [viteBin, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    env: { ...process.env, VITE_API_URL: api },
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await storefront?.close();
  await elsewhere?.close();
  for (const dir of [dataDir, distDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every answer of the API the page received, with the CORS headers it carried. */
function recordApiAnswers(page: Page) {
  const answers: { path: string; allowOrigin: string | undefined; allowCredentials: string | undefined }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== api || !url.pathname.startsWith('/api/') || response.request().method() === 'OPTIONS') return;
    const headers = response.headers();
    answers.push({
      path: url.pathname,
      allowOrigin: headers['access-control-allow-origin'],
      allowCredentials: headers['access-control-allow-credentials'],
    });
  });
  return answers;
}

test('a storefront on a listed origin signs in, shops, sees the images and pays against the API on another', async ({
  page,
}, testInfo) => {
  const shopper = newcomer(testInfo);
  const answers = recordApiAnswers(page);

  // Register from the storefront's own page: the form posts across origins and the session cookie comes back.
  await page.goto(`${storefront.origin}/register`);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(shopper.username);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Phone', { exact: true }).fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${storefront.origin}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: shopper.username })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('0');

  // A product from the catalogue, then Add to Cart. The listing's answer names its images on the shop's own origin
  // (PUBLIC_URL), and they load from there.
  const listing = page.waitForResponse((response) => response.url().startsWith(`${api}/api/product/search`));
  await page.goto(`${storefront.origin}/category/Mouse`);
  const listed = ((await (await listing).json()) as { data: { items: { productImage: string[] }[] } }).data.items;
  expect(listed.length).toBeGreaterThan(0);
  for (const product of listed) for (const image of product.productImage) expect(image).toMatch(new RegExp(`^${api}/uploads/`));
  const card = inStockCards(page).first();
  const picture = card.getByRole('img').first();
  await expect(picture).toHaveAttribute('src', new RegExp(`^${api}/uploads/`));
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const productName = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');

  // The cart, opened from the header, shows it.
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(`${storefront.origin}/cart`);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(productName);

  // Pay in the sandbox, on the API's origin: the payment returns to the storefront that started it.
  const added = await page.request.post(`${api}/api/address`, { data: sampleAddress({ fullName: shopper.username }) });
  expect(added.status(), await added.text()).toBe(201);
  await page.reload();
  await expect(page.getByTestId('delivery-address')).toContainText('Bengaluru, Karnataka 560038');
  const total = await page.getByTestId('cart-total').textContent();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/`));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`^${storefront.origin}/(status/|payment-success$)`));
  await expect(page.getByRole('heading', { name: /Payment success/i })).toBeVisible();
  await expect(page).toHaveURL(`${storefront.origin}/payment-success`);
  await expect(cartBadge(page)).toHaveText('0');

  // Every call went to the API's origin and was answered for exactly this storefront, with credentials.
  const paths = answers.map((answer) => answer.path);
  for (const call of ['/api/auth/register', '/api/cart/addtocart', '/api/cart/view-cart-product', '/api/payment/initiate'])
    expect(paths).toContain(call);
  for (const answer of answers)
    expect(answer, answer.path).toMatchObject({ allowOrigin: storefront.origin, allowCredentials: 'true' });
});

test('a page on an origin not listed cannot write to the cart or read it', async ({ page }, testInfo) => {
  // A signed-in shopper (the browser context keeps the cookie, for localhost) with one product in the cart.
  const registered = await page.request.post(`${api}/api/auth/register`, { multipart: { ...newcomer(testInfo) } });
  expect(registered.status(), await registered.text()).toBe(201);
  const listing = await page.request.get(`${api}/api/getProductByCategory/categorywise/Mouse`);
  expect(listing.ok(), await listing.text()).toBeTruthy();
  const [kept, wanted] = pickSome(
    testRandom(testInfo),
    ((await listing.json()) as { data: ListedProduct[] }).data.filter((product) => canBuy(product)),
    2,
  );
  const added = await page.request.post(`${api}/api/cart/addtocart`, { data: { productId: kept!._id } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const cartIds = async () => {
    const cart = await page.request.get(`${api}/api/cart/view-cart-product`);
    expect(cart.ok(), await cart.text()).toBeTruthy();
    return ((await cart.json()) as { data: { productId: { _id: string } }[] }).data.map((line) => line.productId._id);
  };
  expect(await cartIds()).toEqual([kept!._id]);

  await page.goto(elsewhere.origin);
  const addUrl = `${api}/api/cart/addtocart`;
  const body = JSON.stringify({ productId: wanted!._id });

  // The way the shop's own client writes (JSON, with credentials): the browser asks first, the API does not
  // allow this origin, and the write is never sent.
  const asTheShop = await page.evaluate(
    async ({ url, json }) =>
      fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: json }).then(
        (response) => `answered ${response.status}`,
        (error: unknown) => `refused: ${String(error)}`,
      ),
    { url: addUrl, json: body },
  );
  expect(asTheShop).toMatch(/^refused: TypeError/);

  // A write that needs no asking (no-cors, a text/plain body): it reaches the API, with the session cookie
  // (same site, SameSite=Lax), and the cross-site write guard refuses it before anything else runs.
  const guarded = page.waitForResponse((response) => response.url() === addUrl && response.request().method() === 'POST');
  await page.evaluate(
    async ({ url, json }) => {
      await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body: json });
    },
    { url: addUrl, json: body },
  );
  const refusal = await guarded;
  expect(refusal.status()).toBe(403);
  // The shop's log names the refusal: the guard's, for this page's origin, which the browser marked same-site.
  await expect
    .poll(() =>
      shop!.child
        .output()
        .split('\n')
        .filter((line) => line.includes('cross-site write refused'))
        .map((line) => JSON.parse(line) as { origin?: string; site?: string }),
    )
    .toContainEqual(expect.objectContaining({ origin: elsewhere.origin, site: 'same-site' }));

  // Nor can the page read the cart.
  const read = await page.evaluate(
    async (url) =>
      fetch(url, { credentials: 'include' }).then(
        (response) => `answered ${response.status}`,
        (error: unknown) => `refused: ${String(error)}`,
      ),
    `${api}/api/cart/view-cart-product`,
  );
  expect(read).toMatch(/^refused: TypeError/);

  expect(await cartIds()).toEqual([kept!._id]);
});
