import { expect, test } from './support/test';
import { testRandom } from './support/seed';
import { ensureAddressByApi, expectToast, fillCartByApi, newcomer, recordToasts, registerByApi } from './support/shop';

test('login with empty fields warns and sends nothing', async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/auth/login') && loginCalls.push(request.url()));
  await recordToasts(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Please fill in all fields.');
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(loginCalls).toEqual([]);
});

test('the cart asks a signed-out visitor to log in', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/');
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expectToast(page, 'Please login to continue');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failed sandbox payment shows Payment Failed and keeps the cart', async ({ page }, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  await ensureAddressByApi(page);
  await fillCartByApi(page, testRandom(testInfo), 'TV', 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment-failed$/);
  await expect(page.getByText("We couldn't process your payment. Please try again.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Cart' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('category checkboxes rewrite the address', async ({ page, isMobile }) => {
  await page.goto('/category/Mouse');
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Filters' }).click();
  const filters = isMobile ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'TV' }).check();
  await expect(page).toHaveURL(/\/category\/Mouse,TV$/);
  if (isMobile) await page.getByRole('button', { name: 'Show products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mouse, TV' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('footer pages exist and the newsletter asks to confirm from the inbox', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Information' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeVisible();
  const email = `news-${Date.now()}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(`Almost there! Check your inbox at ${email} and click the link to confirm.`)).toBeVisible();
});
