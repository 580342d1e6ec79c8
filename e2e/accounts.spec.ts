import { expect, test } from './support/test';
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
  const resetLink = new URL(linkTo(mail, '/reset-password'));
  // The token rides in the fragment (no server sees it) and leaves the address bar once the page has it.
  expect(resetLink.search).toBe('');
  expect(resetLink.hash).toMatch(/^#token=/);
  await page.goto(resetLink.href);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
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

  // The link worked once, and says so as soon as it is opened again.
  await page.goto(linkTo(mail, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'This reset link no longer works' })).toBeVisible();
  await expect(page.getByText('This reset link was already used. Ask for a new one if you still need it.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/forgot-password');
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
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(banner).toHaveCount(0);
  await expectAccessible(page, testInfo, 'email verified');
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toHaveCount(0);

  // The welcome link works once.
  await page.goto(linkTo(welcome, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
});

test('a change of email is confirmed signed in, and the old address can undo it', async ({ page, browser }, testInfo) => {
  const shopper = newcomer(testInfo);
  const newEmail = shopper.email.replace('@', '-moved@');
  await registerByApi(page, shopper);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Password').fill(shopper.password);
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(form.getByRole('status')).toHaveText(`Check ${newEmail} for a confirmation link`);

  // The link opened in a browser that is not signed in: sign in first, then it confirms.
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const elsewhere = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const other = await elsewhere.newPage();
  const confirmation = await waitForMail({ to: newEmail, subject: 'Confirm your new email for Voltcart' });
  await other.goto(linkTo(confirmation, '/verify-email'));
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('status').filter({ hasText: 'Please sign in to confirm your new email address.' })).toBeVisible();
  await other.getByLabel('Email', { exact: true }).fill(shopper.email);
  await other.getByLabel('Password', { exact: true }).fill(shopper.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: `${newEmail} is confirmed` })).toBeVisible();
  await expect(other).toHaveURL(/\/verify-email$/);

  // The old address is told, with a link that takes the account back and signs every device out.
  const told = await waitForMail({ to: shopper.email, subject: 'The email of your Voltcart account was changed' });
  await other.goto(linkTo(told, '/undo-email-change'));
  await expect(other.getByRole('heading', { name: 'Your email is back' })).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: `Your account uses ${shopper.email} again` })).toBeVisible();
  await expect(other).toHaveURL(/\/undo-email-change$/);
  await expectAccessible(other, testInfo, 'email change undone');
  await elsewhere.close();

  expect((await page.request.get('/api/auth/check-auth')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/login', { data: { email: shopper.email, password: shopper.password } });
  expect(signIn.status()).toBe(200);
});
