import { expect, test } from './support/test';
import { testRandom } from './support/seed';
import { fillCartByApi, newcomer, registerByApi } from './support/shop';

test('a shopper keeps an address in the profile, pays to it from the cart and sees it on the order', async ({
  page,
}, testInfo) => {
  await registerByApi(page, newcomer(testInfo));

  // Profile: add an address; a PIN code starting with 0 is refused with its reason beside the field.
  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Delivery addresses' });
  await expect(book.getByText('No saved addresses yet. Add one to pay for your cart.')).toBeVisible();
  await book.getByRole('button', { name: 'Add address' }).click();
  const form = book.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full name').fill('Kavya Menon');
  await form.getByLabel('Mobile number').fill('98470 12345');
  await form.getByLabel('Address line 1').fill('TC 15/1234, Vazhuthacaud');
  await form.getByLabel('Landmark (optional)').fill('Opposite the Women’s College');
  await form.getByLabel('City').fill('Thiruvananthapuram');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('PIN code').fill('095014');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel('PIN code')).toHaveAccessibleDescription('PIN code is 6 digits and does not start with 0');
  await expect(form.getByLabel('PIN code')).toBeFocused();
  await form.getByLabel('PIN code').fill('695014');
  await form.getByRole('button', { name: 'Save address' }).click();
  const saved = book.getByRole('listitem', { name: 'Address of Kavya Menon' });
  await expect(saved).toContainText('Default');
  await expect(saved).toContainText('Thiruvananthapuram, Kerala 695014');
  await expect(saved).toContainText('Phone: 9847012345');

  // Cart: the address is already chosen under "Deliver to".
  await fillCartByApi(page, testRandom(testInfo), 'Mouse', 1);
  await page.goto('/cart');
  await expect(page.getByTestId('delivery-address')).toContainText('Kavya Menon');
  await expect(page.getByTestId('delivery-address')).toContainText('Thiruvananthapuram, Kerala 695014');

  // Pay in the sandbox.
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success$/);

  // Your Orders: the order shows where it goes.
  await page.goto('/order');
  const delivery = page.getByRole('article').first().getByRole('group', { name: 'Delivery address' });
  await expect(delivery).toContainText('Kavya Menon');
  await expect(delivery).toContainText('TC 15/1234, Vazhuthacaud');
  await expect(delivery).toContainText('Opposite the Women’s College');
  await expect(delivery).toContainText('Thiruvananthapuram, Kerala 695014');
  await expect(delivery).toContainText('Phone: 9847012345');
});
