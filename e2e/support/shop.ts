import { expect, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';
import { pickSome, type Random } from './seed';

export const AVATAR_FILE = path.join(import.meta.dirname, '../fixtures/avatar.png');
export const PASSWORD = 'volt-cart-2026';

let newcomers = 0;

/**
 * A shopper nobody has used yet, so specs and projects never share an account. Unique without randomness: the
 * worker's index is never reused within a run, and each worker counts its newcomers.
 */
export function newcomer(testInfo: TestInfo) {
  const unique = `${testInfo.workerIndex.toString(36)}${(newcomers++).toString(36)}${Date.now().toString(36).slice(-3)}`;
  const tag = `${testInfo.project.name}-${unique}`;
  return { username: `Shopper ${unique}`, email: `e2e-${tag}@example.com`, phone: '9876543210', password: PASSWORD };
}

export type Shopper = ReturnType<typeof newcomer>;

/** Saves a full-page screenshot as an artifact: e2e/screenshots/<project>-<name>.png. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // Toasts would cover the header: clear them first.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLButtonElement>('button[aria-label="Dismiss notification"]').forEach((button) => button.click()),
  );
  // Walk the page once so lazy images are loaded, then settle at the top.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Bounded waits: a page that polls, or a lazy image that never scrolls into view, must not hang the run.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 5000 })
    .catch(() => {});
  // A full-page capture paints beyond the viewport, where content-visibility:auto sections (home rows) are
  // skipped until a person scrolls near them; paint them all for the picture.
  await page.addStyleTag({ content: '[class*="content-visibility"] { content-visibility: visible !important; }' });
  await page.screenshot({
    path: path.join(import.meta.dirname, '../screenshots', `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}

/** Registers through the API (the browser context keeps the session cookie). */
export async function registerByApi(page: Page, shopper: Shopper) {
  const answer = await page.request.post('/api/auth/register', { multipart: { ...shopper } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A catalogue product, as the listing endpoints answer it (only what the journeys read). */
export type ListedProduct = { _id: string; productName: string; salesPrice: number; productStock: number };

/**
 * Units a journey leaves for the others: journeys of both projects run at once on one shop and may buy the same
 * product, so a pick that must be bought needs its own quantity and this many more.
 */
const STOCK_MARGIN = 5;

/** Whether a journey may buy `quantity` of the product (see STOCK_MARGIN); the demo seed sells a few out on purpose. */
export const canBuy = (product: ListedProduct, quantity = 1) => product.productStock >= quantity + STOCK_MARGIN;

/** A card on a listing page whose product is plainly in stock ("In stock", not "Only N left" or "Out of stock"). */
export const inStockCards = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByText('In stock', { exact: true }) });

/**
 * Every product card of a category (or a comma-separated list of them), as its listing shows them: one card per
 * variant group (its lowest-priced variant in stock), every product of no group.
 */
export async function productsOf(page: Page, category: string): Promise<ListedProduct[]> {
  const cards: ListedProduct[] = [];
  for (let offset = 0; ; offset += 100) {
    const listing = await page.request.get(
      `/api/product/search?category=${encodeURIComponent(category)}&sort=newest&limit=100&offset=${offset}`,
    );
    expect(listing.ok(), await listing.text()).toBeTruthy();
    const { items, total } = ((await listing.json()) as { data: { items: ListedProduct[]; total: number } }).data;
    cards.push(...items);
    if (items.length === 0 || cards.length >= total) return cards;
  }
}

/**
 * Puts `count` products of a category, picked at random with the test's seeded generator (e2e/support/seed.ts)
 * among those with stock to buy, into the signed-in shopper's cart through the API; answers their ids.
 */
export async function fillCartByApi(page: Page, random: Random, category: string, count: number) {
  const products = pickSome(
    random,
    (await productsOf(page, category)).filter((product) => canBuy(product)),
    count,
  );
  expect(products, `${category} has at least ${count} products`).toHaveLength(count);
  for (const product of products) {
    const added = await page.request.post('/api/cart/addtocart', { data: { productId: product._id } });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  return products.map((product) => product._id);
}

/** A delivery address the shop accepts (Bengaluru, Karnataka); override any field. */
export function sampleAddress(overrides: Record<string, string | boolean> = {}) {
  return {
    fullName: 'Asha Rao',
    phone: '9876543210',
    line1: '12, 4th Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    ...overrides,
  };
}

/** Gives the signed-in shopper a delivery address through the API unless they have one (checkout needs it). */
export async function ensureAddressByApi(page: Page) {
  const listed = await page.request.get('/api/address');
  expect(listed.ok(), await listed.text()).toBeTruthy();
  if (((await listed.json()) as { data: unknown[] }).data.length > 0) return;
  const added = await page.request.post('/api/address', { data: sampleAddress() });
  expect(added.status(), await added.text()).toBe(201);
}

/** The header's cart badge. */
export const cartBadge = (page: Page) => page.getByTestId('cart-count');

/** Rupee text ("Price: ₹1,49,999.00") to a number. */
export function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * Records every toast the page shows, so a test can check a 2-second success toast even when a busy machine
 * lets it come and go between two polls. Call before the first navigation.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('section[aria-label="Notifications"] [role]')) {
        const text = toast.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page has shown a toast with exactly this text (see `recordToasts`). */
export async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? [])).toContain(text);
}
