import { expect, type Page } from '@playwright/test';

// The server's environment is the runner's, so a configured admin is the one the shop created.
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@voltcart.local',
  password: process.env.ADMIN_PASSWORD ?? 'voltcart-admin',
};

/** Signs in at /admin-login as a person would and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}
