import { formatPaise, paiseFromRupees } from '@voltcart/contract';
import { signInAsAdmin } from './admin/sign-in';
import { expectNoSidewaysScroll } from './support/layout';
import { testRandom } from './support/seed';
import { ensureAddressByApi, fillCartByApi, newcomer, registerByApi, rupees } from './support/shop';
import { expect, test } from './support/test';

test('an admin adds a coupon in the Coupons tab; a shopper applies it in the cart, pays the discounted total and the order shows it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}${testInfo.project.name.slice(0, 1).toUpperCase()}`;

  await test.step('the admin adds a 10 % coupon, told first what a blank discount needs', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Coupons' }).click();
    await admin.getByRole('button', { name: 'Add coupon' }).click();
    const form = admin.getByRole('region', { name: 'Add coupon' });
    await form.getByLabel('Code *').fill(code);
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await expect(form.getByLabel('Discount (%) *')).toHaveAccessibleDescription('Enter the discount');
    await expect(form.getByLabel('Discount (%) *')).toBeFocused();
    await form.getByLabel('Discount (%) *').fill('10');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    const listed = admin.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: code });
    await expect(listed).toContainText('10% off · every category');
    await context.close();
  });

  await registerByApi(page, newcomer(testInfo));
  await fillCartByApi(page, testRandom(testInfo), 'Speakers', 1);
  await ensureAddressByApi(page);
  await page.goto('/cart');
  const totalCell = page.getByTestId('cart-total');
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  const subtotalPaise = paiseFromRupees(rupees((await totalCell.textContent()) ?? ''));
  const discountPaise = Math.floor(subtotalPaise / 10);
  const totalText = formatPaise(subtotalPaise - discountPaise);

  await test.step('a wrong code is refused, saying why, under the field', async () => {
    const field = page.getByLabel('Coupon code');
    await field.fill('NOSUCHCODE1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(field).toHaveAccessibleDescription('There is no coupon NOSUCHCODE1. Check the code and try again.');
    await expect(field).toBeFocused();
  });

  await test.step('the code, typed in small letters, applies: the discount line and the discounted total', async () => {
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('cart-discount')).toHaveText(`−${formatPaise(discountPaise)}`);
    await expect(totalCell).toHaveText(totalText);
    await expect(page.getByTestId('coupon-box')).toContainText(`Coupon ${code} applied: you save ${formatPaise(discountPaise)}`);
    await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeFocused();
  });

  await test.step('Pay charges the discounted total in the sandbox', async () => {
    await page.getByRole('button', { name: `Pay ${totalText}` }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await expect(page.getByText(totalText).first()).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
  });

  await test.step('the order shows the coupon and the total paid', async () => {
    await page.goto('/order');
    const order = page.getByRole('article').first();
    await expect(order.getByTestId('order-discount')).toHaveText(`Coupon ${code}: −${formatPaise(discountPaise)}`);
    await expect(order).toContainText(`Total amount ${totalText}`);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Coupons tab, its form with its messages, and a cart with a coupon fit without sideways scrolling', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const code = `NARROW${Date.now().toString(36).toUpperCase()}`;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Coupons' }).click();
    await admin.getByRole('button', { name: 'Add coupon' }).click();
    const form = admin.getByRole('region', { name: 'Add coupon' });
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await expect(form.getByLabel('Code *')).toHaveAccessibleDescription('Enter the coupon code');
    await expectNoSidewaysScroll(admin, 'the add coupon form with its messages');
    await form.getByLabel('Code *').fill(code);
    await form.getByLabel('Discount (%) *').fill('5');
    await form.getByLabel('Maximum discount (₹)').fill('2500');
    await form.getByLabel('Mobiles').check();
    await form.getByLabel('Speakers').check();
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await expect(admin.getByRole('list', { name: 'Coupons' }).getByText(code)).toBeVisible();
    await expectNoSidewaysScroll(admin, 'the coupons list');
    await context.close();

    await registerByApi(page, newcomer(testInfo));
    await fillCartByApi(page, testRandom(testInfo), 'Speakers', 1);
    await ensureAddressByApi(page);
    await page.goto('/cart');
    await page.getByLabel('Coupon code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('cart-discount')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the cart with a coupon');
  });
});
