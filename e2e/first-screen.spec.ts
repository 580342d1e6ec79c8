import { apiPaths, BANNERS } from '@voltcart/contract';
import { expect, test } from '@playwright/test';
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

test("the HTML's font warm-up holds every size and weight of text on the first screens", async ({ page }, testInfo) => {
  // A first screen whose text needs a font the warm-up lacks sets that font up in its first frame (see web/index.html).
  const [product] = pickSome(testRandom(testInfo), await productsOf(page, 'Camera'), 1);
  const pages = [
    { path: '/', drawn: page.getByRole('heading', { level: 2 }).first() },
    { path: '/category/Camera', drawn: page.getByRole('article').first() },
    { path: `/product/${product!._id}`, drawn: page.getByRole('heading', { level: 1, name: product!.productName }) },
  ];
  for (const { path, drawn } of pages) {
    await page.goto(path);
    await expect(drawn).toBeVisible();
    const fonts = await page.evaluate(() => {
      const fontOf = (element: Element) => {
        const style = getComputedStyle(element);
        return `${style.fontSize} ${style.fontWeight} ${style.fontStyle}`;
      };
      const warmedUp = [...document.querySelectorAll('#font-warm-up > *')].map(fontOf);
      const shown = [...document.querySelectorAll('#root *')].filter((element) => {
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        const box = element.getBoundingClientRect();
        return ownText && element.checkVisibility() && box.bottom > 0 && box.top < innerHeight && box.width > 1;
      });
      return { warmedUp, shown: [...new Set(shown.map(fontOf))] };
    });
    expect(fonts.warmedUp.length, path).toBeGreaterThan(10);
    expect(fonts.shown.length, path).toBeGreaterThan(2);
    expect(
      fonts.shown.filter((font) => !fonts.warmedUp.includes(font)),
      path,
    ).toEqual([]);
  }
});
