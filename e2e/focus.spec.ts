import { expect, test } from './support/test';
import { pickOne, testRandom } from './support/seed';
import { canBuy, cartBadge, expectToast, newcomer, productsOf, recordToasts, registerByApi } from './support/shop';

/** Where the keyboard is after a move or an action: the new page's title, the control in use, the saved address. */

test('a move to another page puts the keyboard on its heading; sorting the listing keeps it on the sort control', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  // The first page keeps the browser's own focus.
  await expect(heading).not.toBeFocused();

  await page.getByRole('link', { name: 'Mouse', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/Mouse$/);
  await expect(heading).toHaveText('Mouse');
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');

  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  const sort = page.getByLabel('Sort products');
  await sort.focus();
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  await expect(sort).toBeFocused();
  await expect(heading).not.toBeFocused();
});

test('Add to Cart keeps the keyboard on the button and says what happened', async ({ page }, testInfo) => {
  await recordToasts(page);
  await registerByApi(page, newcomer(testInfo));
  const product = pickOne(
    testRandom(testInfo),
    (await productsOf(page, 'Mouse')).filter((each) => canBuy(each)),
  );
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(cartBadge(page)).toHaveText('1');
  await expectToast(page, 'Product added to cart!');
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
  await expect(add).toBeFocused();
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');
});

test('saving an address in the profile puts the keyboard on the saved address', async ({ page }, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Delivery addresses' });
  await expect(book.getByText('No saved addresses yet. Add one to pay for your cart.')).toBeVisible();
  await book.getByRole('button', { name: 'Add address' }).click();
  const form = book.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full name').fill('Kavya Menon');
  await form.getByLabel('Mobile number').fill('98470 12345');
  await form.getByLabel('Address line 1').fill('TC 15/1234, Vazhuthacaud');
  await form.getByLabel('City').fill('Thiruvananthapuram');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('PIN code').fill('695014');
  await form.getByRole('button', { name: 'Save address' }).press('Enter');

  const saved = book.getByRole('listitem', { name: 'Address of Kavya Menon' });
  await expect(saved).toContainText('Thiruvananthapuram, Kerala 695014');
  await expect(form).toHaveCount(0);
  await expect(saved).toBeFocused();
});
