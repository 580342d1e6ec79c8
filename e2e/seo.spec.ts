import { expect, test } from './support/test';
import { pickSome, testRandom } from './support/seed';
import { productsOf } from './support/shop';

/** The JSON-LD blocks in a served page's HTML, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, any>,
  );

test('a product page is served with its title, canonical link and JSON-LD, and still works in the browser', async ({
  page,
  baseURL,
}, testInfo) => {
  const [product] = pickSome(testRandom(testInfo), await productsOf(page, 'Mobiles'), 1);
  const served = await page.request.get(`/product/${product!._id}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${product!._id}" />`);
  const described = jsonLdOf(html).find((data) => data['@type'] === 'Product');
  expect(described).toMatchObject({
    name: product!.productName,
    offers: {
      priceCurrency: 'INR',
      price: product!.salesPrice.toFixed(2),
      availability: product!.productStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  });
  expect(jsonLdOf(html).find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement[1].name).toBe('Mobiles');

  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.productName })).toBeVisible();
  await expect(page).toHaveTitle(`${product!.productName} · Voltcart`);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mobiles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobiles' })).toBeVisible();
  await expect(page).toHaveTitle('Mobiles · Voltcart');
});

test('an unknown product, category or address answers 404 and shows the 404 page', async ({ page }) => {
  for (const address of [
    '/product/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    '/product/not-a-product',
    '/category/Spaceships',
    '/this/page/does-not-exist',
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Voltcart');
  }
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Voltcart — Electronics, delivered');
});

test('the sitemap lists the categories and products, and robots.txt points to it', async ({ page, baseURL }) => {
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/category/Mobiles</loc>`);
  const [product] = await productsOf(page, 'TV');
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/product/${product!._id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
});
