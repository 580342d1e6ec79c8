import { expect, test, type Page } from './support/test';
import { pickSome, testRandom } from './support/seed';
import { productsOf, type ListedProduct } from './support/shop';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home rows, a category grid, search results and a product page are there to read, their links plain links', async ({
    page,
  }, testInfo) => {
    const [product] = pickSome(testRandom(testInfo), await productsOf(page, 'Mobiles'), 1) as [ListedProduct];
    const card = (of: Page) => of.getByRole('article').filter({ hasText: product.productName }).first();

    await page.goto('/');
    // The note a browser without JavaScript shows (Playwright turns off the scripts, not the parser's noscript: read it).
    expect(await page.locator('noscript').textContent()).toContain('the cart, checkout and your account need it turned on');
    await expect(page.getByRole('heading', { level: 2, name: 'Top Mobiles' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Top Watches' })).toBeAttached();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(12);

    await page.goto('/category/Mobiles');
    await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
    await expect(card(page)).toContainText(rupees(product.salesPrice));

    const words = product.productName.split(' ').slice(0, 2).join(' ');
    await page.goto(`/search?q=${encodeURIComponent(words)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${words}"` })).toBeVisible();
    await expect(card(page)).toBeVisible();

    // Followed as a plain link, the product page: name, price, stock, image with its alt text, description, discussion.
    await card(page).getByRole('link', { name: product.productName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await expect(page.getByText(rupees(product.salesPrice)).first()).toBeVisible();
    await expect(page.getByRole('img', { name: product.productName }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this item' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Discussion \(\d+\)$/ })).toBeVisible();
    // The breadcrumb leads back as a plain link too.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mobiles' }).click();
    await expect(page).toHaveURL(/\/category\/Mobiles$/);
    await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  });
});

test('every shopper page hydrates with no mismatch and logs no error', async ({ page }, testInfo) => {
  const [product] = pickSome(testRandom(testInfo), await productsOf(page, 'Camera'), 1) as [ListedProduct];
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const addresses = [
    '/',
    '/categories',
    '/category/Mobiles',
    '/category/Mobiles,TVs',
    `/search?q=${encodeURIComponent(product.productName.split(' ')[0]!)}`,
    `/product/${product._id}`,
    ...['help', 'returns', 'shipping', 'contact', 'about', 'careers', 'blog', 'terms'].map((slug) => `/${slug}`),
    '/status',
    '/payment-success',
    '/payment-failed',
    '/login',
    '/register',
    '/compare',
    '/no/such/page',
  ];
  for (const address of addresses) {
    problems.length = 0;
    // The 404 page's own status is the browser's one logged line there; nothing else may log.
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.locator('#main')).toBeVisible();
    const unexpected = problems.filter((problem) => !(address === '/no/such/page' && /status of 404/.test(problem)));
    expect(unexpected, address).toEqual([]);
  }
});
