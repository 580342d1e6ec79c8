import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { linkTo, waitForMail } from './support/mailbox';
import { newcomer, registerByApi } from './support/shop';

// The mails come through the shop's real sender and a test SMTP server (playwright.config.ts), read from its mailbox.

test('forgot password → the mailed link → a new password → signed in with it', async ({ page, request }, testInfo) => {
  const shopper = newcomer(testInfo);
  // Signed up elsewhere (another device): that session must end with the reset.
  const signUp = await request.post('/api/auth/register', { multipart: { ...shopper } });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page, testInfo, 'forgot password');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${shopper.email}`)).toBeVisible();

  const mail = await waitForMail({ to: shopper.email, subject: 'Reset your Voltcart password' });
  await page.goto(linkTo(mail, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, testInfo, 'reset password');

  const newPassword = `${shopper.password}-renewed`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  expect((await request.get('/api/auth/check-auth')).status()).toBe(401);
  // The inbox hears of the change, with the way back if it was not the shopper.
  const notice = await waitForMail({ to: shopper.email, subject: 'Your Voltcart password was changed' });
  expect(new URL(linkTo(notice, '/forgot-password')).origin).toBe(new URL(page.url()).origin);

  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The link worked once.
  await page.goto(linkTo(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('another fine passphrase');
  await page.getByLabel('Confirm new password').fill('another fine passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' })).toBeVisible();
});

test('a new shopper sees "Verify your email" until they follow the welcome mail’s link', async ({ page }, testInfo) => {
  const shopper = newcomer(testInfo);
  await registerByApi(page, shopper);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Verify your email' });
  await expect(banner).toBeVisible();
  await expectAccessible(page, testInfo, 'home with the verify banner');

  const welcome = await waitForMail({ to: shopper.email, subject: 'Welcome to Voltcart — please verify your email' });
  await page.goto(linkTo(welcome, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectAccessible(page, testInfo, 'email verified');
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toHaveCount(0);

  // The welcome link works once.
  await page.goto(linkTo(welcome, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
});
