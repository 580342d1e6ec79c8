import { apiPaths, BANNERS } from '@voltcart/contract';
import { expect, test } from './support/test';
import { pickSome, testRandom } from './support/seed';
import { productsOf } from './support/shop';

test('the home page shows its first screen before it asks for the next banner, and checks no session a visitor lacks', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: BANNERS[1].offer, includeHidden: true })).toBeAttached();
  const handle = await page.waitForFunction(
    ({ nextBanner }) => {
      const shown = performance.getEntriesByName('first-contentful-paint')[0];
      const banner = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.startsWith(nextBanner));
      return shown && banner ? { shown: shown.startTime, banner: banner.startTime } : null;
    },
    { nextBanner: `/uploads/banners/${BANNERS[1].slug}-` },
  );
  const times = (await handle.jsonValue())!;
  expect(times.banner).toBeGreaterThan(times.shown);
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(asked).not.toContain(apiPaths.auth.checkAuth);
});

test('a product page draws its product and discussion from its HTML, without asking the API for them', async ({
  page,
}, testInfo) => {
  const [product] = pickSome(testRandom(testInfo), await productsOf(page, 'Camera'), 1);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.productName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Discussion \(\d+\)$/ })).toBeVisible();
  expect(asked).not.toContain(apiPaths.comments.list(product!._id));
  expect(asked).not.toContain(apiPaths.catalog.productById(product!._id));
});

test('a search page draws its results from its HTML, without asking the API for them', async ({ page }, testInfo) => {
  const [product] = pickSome(testRandom(testInfo), await productsOf(page, 'Camera'), 1);
  const words = product!.productName.split(' ').slice(0, 2).join(' ');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/search?q=${encodeURIComponent(words)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for "${words}"` })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(asked).not.toContain(apiPaths.catalog.search);
});
