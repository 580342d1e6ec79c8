import { expect, test, type Page } from './support/test';
import { signInAsAdmin } from './admin/sign-in';
import { expectAccessible } from './support/axe';
import { expectToast, newcomer, recordToasts, registerByApi, type Shopper } from './support/shop';

async function signInAt(page: Page, shopper: Pick<Shopper, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a shopper changes the password in the profile, signs out, and signs in with the new one', async ({ page }, testInfo) => {
  const shopper = newcomer(testInfo);
  const newPassword = `${shopper.password}-renewed`;
  await recordToasts(page);
  await registerByApi(page, shopper);

  await page.goto('/profile');
  const settings = page.getByRole('region', { name: 'Account settings' });
  await expect(settings).toBeVisible();
  await expectAccessible(page, testInfo, 'profile with account settings');
  await settings.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(settings.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, testInfo, 'sign out everywhere, confirm step');
  await settings.getByRole('button', { name: 'Cancel' }).click();

  const form = settings.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('The current password is incorrect');
  await expect(form.getByLabel('Current password')).toBeFocused();

  await form.getByLabel('Current password').fill(shopper.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInAt(page, shopper);
  await expect(page.getByRole('alert').filter({ hasText: 'the email or password is incorrect' })).toBeVisible();
  await signInAt(page, { email: shopper.email, password: newPassword });
  await expectToast(page, 'Login successful');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(shopper.email, { exact: true })).toBeVisible();
});

test('an admin disables a shopper, whose next page load shows them signed out, and enables them again', async ({
  page,
  browser,
}, testInfo) => {
  // The shopper, in a browser of their own.
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const shopperContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const shopperPage = await shopperContext.newPage();
  await recordToasts(shopperPage);
  const shopper = newcomer(testInfo);
  await registerByApi(shopperPage, shopper);
  await shopperPage.goto('/profile');
  await expect(shopperPage.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await row.getByRole('button', { name: `Disable ${shopper.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable account?' });
  await expect(dialog).toContainText(shopper.email);
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

  // The shopper's next page load: signed out, and sent to sign in.
  await shopperPage.reload();
  await expect(shopperPage).toHaveURL(/\/login$/);
  await expectToast(shopperPage, 'Please login to continue');
  await signInAt(shopperPage, shopper);
  await expect(shopperPage.getByRole('alert').filter({ hasText: 'This account is disabled. Contact support.' })).toBeVisible();

  await row.getByRole('button', { name: `Enable ${shopper.username}` }).click();
  await page.getByRole('dialog', { name: 'Enable account?' }).getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(row.getByText('Disabled', { exact: true })).toBeHidden();
  await signInAt(shopperPage, shopper);
  await expectToast(shopperPage, 'Login successful');
  await shopperContext.close();
});
