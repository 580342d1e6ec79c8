import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { buyInSandbox } from './admin/paid-order';
import { labelledPng } from './admin/product-images';
import { cardTexts, readShopTotals } from './admin/shop-database';
import { ADMIN } from './admin/sign-in';
import { testRandom } from './support/seed';
import { newcomer, registerByApi, saveScreenshot } from './support/shop';

const openTab = (page: Page, name: 'Dashboard' | 'Users' | 'Product' | 'Orders') => page.getByRole('tab', { name }).click();
const statCard = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** e2e/screenshots/<project>-admin-<tab>.png (the helper clears toasts and loads lazy images first). */
const screenshotTab = (page: Page, testInfo: TestInfo, tab: string) => saveScreenshot(page, testInfo, `admin-${tab}`);

test('a shopper or a visitor is turned away from the admin area, and cannot sign in as admin', async ({ page }, testInfo) => {
  await page.goto('/admin-home');
  await expect(page.getByText('Access denied. Please log in as an admin.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const shopper = newcomer(testInfo);
  await registerByApi(page, shopper);
  await page.goto('/admin');
  await expect(page.getByText('Access denied. Admins only.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The server refuses the same data on its own.
  expect((await page.request.get('/api/auth/get-all-users')).status()).toBe(403);

  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Access denied. Admins only.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('an admin checks the totals, manages a product from add to delete and delivers a paid order', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const productName = `Voltcart Labs Pulse Speaker ${tag}`;

  // A shopper, in a browser of their own, pays for an order.
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const shopperContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const shopperPage = await shopperContext.newPage();
  const shopper = newcomer(testInfo);
  await registerByApi(shopperPage, shopper);
  const orderNumber = await buyInSandbox(shopperPage, testRandom(testInfo), 'Earphones');

  await test.step('signs in at /admin-login and lands on /admin-home without the shop frame', async () => {
    await page.goto('/admin-login');
    await saveScreenshot(page, testInfo, 'admin-login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin-home$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveCount(0);
  });

  await test.step('sees totals that match the database', async () => {
    // Other journeys may be writing meanwhile: reload until one reading of the database and the cards agree.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      const expected = cardTexts(readShopTotals());
      for (const [label, text] of Object.entries(expected))
        await expect(statCard(page, label)).toHaveText(text, { timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Top Selling Products' })).toBeVisible();
    await expect(page.getByText(/\d+ sold$/).first()).toBeVisible();
    await screenshotTab(page, testInfo, 'dashboard');
  });

  await test.step('finds the shopper on Users', async () => {
    await openTab(page, 'Users');
    const row = page.getByRole('row').filter({ hasText: shopper.email });
    await expect(row).toBeVisible();
    await expect(row.getByText('user', { exact: true })).toBeVisible();
    await screenshotTab(page, testInfo, 'users');
  });

  await test.step('adds a product with two images', async () => {
    await openTab(page, 'Product');
    await expect(page).toHaveURL(/\/admin-home\?tab=product$/);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByLabel('Product name *')).toHaveAccessibleDescription('Enter the product name');
    await expect(form.getByLabel('Product name *')).toBeFocused();

    await form.getByLabel('Product name *').fill(productName);
    await form.getByLabel('Price (₹) *').fill('4999');
    await form.getByLabel('Sale price (₹)').fill('3999');
    await form.getByLabel('Stock (units) *').fill('12');
    await form.getByLabel('Brand *').fill('Voltcart Labs');
    await form.getByLabel('Category').selectOption('Speakers');
    await form.getByLabel('Description *').fill('A palm-sized Bluetooth speaker with 20 hours of play and a splash-proof shell.');
    await form
      .getByLabel('Add images')
      .setInputFiles([await labelledPng('front', '#1d4ed8'), await labelledPng('back', '#b45309')]);
    await expect(form.getByRole('img', { name: /^Preview of image/ })).toHaveCount(2);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('Speakers');
    const card = page.getByRole('article').filter({ hasText: productName });
    await expect(card).toContainText('₹3,999.00');
    await screenshotTab(page, testInfo, 'product');
  });

  await test.step('the shopper finds it on its category page', async () => {
    await shopperPage.goto('/category/Speakers');
    await expect(shopperPage.getByRole('link', { name: productName })).toBeVisible();
  });

  await test.step('updates its price', async () => {
    await page.getByRole('button', { name: `Update ${productName}` }).click();
    const form = page.getByRole('dialog', { name: 'Update Product' });
    await expect(form.getByLabel('Product name *')).toHaveValue(productName);
    await expect(form.getByRole('img', { name: /^Preview of image/ })).toHaveCount(2);
    await form.getByLabel('Sale price (₹)').fill('2999');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: productName })).toContainText('₹2,999.00');

    await shopperPage.getByRole('link', { name: productName }).click();
    await expect(shopperPage.getByRole('heading', { name: productName })).toBeVisible();
    await expect(shopperPage.getByText('₹2,999.00').first()).toBeVisible();
  });

  await test.step('marks the paid order Shipped, then Delivered', async () => {
    await openTab(page, 'Orders');
    const row = page.getByRole('listitem', { name: `Order ${orderNumber}` });
    await expect(row).toContainText(shopper.email);
    await expect(row).toContainText('Paid');
    for (const [move, status] of [
      ['Ship', 'Shipped'],
      ['Mark delivered', 'Delivered'],
    ] as const) {
      await row.getByRole('button', { name: `${move} order ${orderNumber}` }).click();
      if (move === 'Ship') {
        // The ship dialog asks the courier (Delhivery by default) and its AWB.
        const ship = page.getByRole('dialog', { name: `Ship order #${orderNumber}` });
        await ship.getByLabel('AWB number').fill(`${Date.now()}`.slice(-13).padStart(13, '1'));
        await ship.getByRole('button', { name: 'Ship order' }).click();
      }
      await expect(page.getByText(`Order ${orderNumber} marked ${status}`)).toBeVisible();
    }
    await expect(row).toContainText('Delivered');
    await expect(row.getByRole('group', { name: `Moves of order ${orderNumber}` })).toHaveCount(0);
    await screenshotTab(page, testInfo, 'orders');

    await shopperPage.goto('/order');
    await expect(shopperPage.getByRole('article', { name: `Order #${orderNumber}` })).toContainText('Delivered');
  });

  await test.step('deletes the product after confirming', async () => {
    await openTab(page, 'Product');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
    await page.getByRole('button', { name: `Delete ${productName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: productName })).toHaveCount(0);

    await shopperPage.goto('/category/Speakers');
    await expect(shopperPage.getByText(/Showing \d+ products/)).toBeVisible();
    await expect(shopperPage.getByRole('link', { name: productName })).toHaveCount(0);
  });

  await shopperContext.close();
});
