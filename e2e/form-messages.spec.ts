import { expect, test } from './support/test';
import { signInAsAdmin } from './admin/sign-in';
import { newcomer, registerByApi } from './support/shop';

// Forms sent with bad input say under each field, in words, what it needs, and move the focus to the first.

test('the address form says what each bad field needs and focuses the first', async ({ page }, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Delivery addresses' });
  await book.getByRole('button', { name: 'Add address' }).click();
  const form = book.getByRole('form', { name: 'New address' });
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByLabel('PIN code').fill('012345');
  await form.getByRole('button', { name: 'Save address' }).click();

  await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Enter the full name');
  await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(
    'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9',
  );
  await expect(form.getByLabel('Address line 1')).toHaveAccessibleDescription('Enter the house and street (address line 1)');
  await expect(form.getByLabel('City')).toHaveAccessibleDescription('Enter the city');
  await expect(form.getByLabel('State')).toHaveAccessibleDescription('Choose a state or union territory');
  await expect(form.getByLabel('PIN code')).toHaveAccessibleDescription('PIN code is 6 digits and does not start with 0');
  await expect(form.getByLabel('Full name')).toBeFocused();

  // Put right one at a time, the focus follows the first field still wrong.
  await form.getByLabel('Full name').fill('Kavya Menon');
  await form.getByLabel('Mobile number').fill('98470 12345');
  await form.getByLabel('Address line 1').fill('TC 15/1234, Vazhuthacaud');
  await form.getByLabel('City').fill('Thiruvananthapuram');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel('PIN code')).toBeFocused();
  await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
  await expect(book.getByText('No saved addresses yet. Add one to pay for your cart.')).toHaveCount(0);
  await expect(book.getByRole('listitem', { name: 'Address of Kavya Menon' })).toHaveCount(0);
});

test('the admin product form says what each bad field needs and focuses the first', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Product' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Price (₹) *').fill('100');
  await form.getByLabel('Sale price (₹)').fill('150');
  await form.getByLabel('Stock (units) *').fill('2.5');
  await form.getByRole('button', { name: 'Add Product' }).click();

  await expect(form.getByLabel('Product name *')).toHaveAccessibleDescription('Enter the product name');
  await expect(form.getByLabel('Sale price (₹)')).toHaveAccessibleDescription('Sale price cannot be above the price');
  await expect(form.getByLabel('Stock (units) *')).toHaveAccessibleDescription(
    'Stock is a whole number of units from 0 to 10,00,000',
  );
  await expect(form.getByLabel('Brand *')).toHaveAccessibleDescription('Enter the brand');
  await expect(form.getByLabel('Description *')).toHaveAccessibleDescription('Enter a description');
  await expect(form.getByLabel('Price (₹) *')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Product name *')).toBeFocused();

  await form.getByLabel('Product name *').fill('Form Messages Lamp');
  await form.getByLabel('Brand *').fill('Voltcart Labs');
  await form.getByLabel('Description *').fill('A lamp that is never saved.');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByLabel('Sale price (₹)')).toBeFocused();
  await expect(form).toBeVisible();
});
