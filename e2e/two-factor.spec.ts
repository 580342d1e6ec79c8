import { expect, test, type Page } from './support/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { generate } from 'otplib';
import { expectAccessible } from './support/axe';
import { newcomer, registerByApi, type Shopper } from './support/shop';

/**
 * An admin of this spec alone. Every other spec signs in as the one configured admin (e2e/admin/sign-in.ts), and
 * turning on two-factor sign-in for it would stop their sign-ins; so a newcomer registers through the API and
 * is made admin by a direct write to the started shop's SQLite file (no API creates admins).
 */
async function newAdmin(page: Page, testInfo: Parameters<typeof newcomer>[0]): Promise<Shopper> {
  const admin = newcomer(testInfo);
  await registerByApi(page, admin);
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'voltcart.sqlite'), { fileMustExist: true });
  try {
    // The running shop writes the same file: wait for its write lock rather than fail.
    db.pragma('busy_timeout = 10000');
    const promoted = db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(admin.email);
    expect(promoted.changes).toBe(1);
  } finally {
    db.close();
  }
  // Signed out again: the admin signs in at /admin-login as a person would.
  await page.context().clearCookies();
  return admin;
}

async function signInWithPassword(page: Page, admin: Shopper) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin enrols TOTP, signs in with a generated code, and turns it off', async ({ page }, testInfo) => {
  const admin = await newAdmin(page, testInfo);
  /** The key the page shows for typing in by hand: what an authenticator app keeps (otplib plays the app). */
  let secret = '';
  /** One of the recovery codes shown once, as a person would have saved it. */
  let recoveryCode = '';

  await test.step('signs in with the password alone while two-factor sign-in is off', async () => {
    await signInWithPassword(page, admin);
    await expect(page).toHaveURL(/\/admin-home$/);
  });

  await test.step('enrols an authenticator app from the Security tab and is shown ten recovery codes once', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(panel.getByText('Off', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectAccessible(page, testInfo, 'two-factor enrolment');

    secret = (await panel.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await panel.getByLabel('6-digit code from the app').fill(await generate({ secret }));
    // Turning it on shows the recovery codes: the password is asked again.
    await panel.getByLabel('Your password').fill(admin.password);
    await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCode = (await codes.first().innerText()).trim();
    await expect(panel.getByRole('alert')).toContainText('shown only this once');
    await expectAccessible(page, testInfo, 'two-factor recovery codes');
    await panel.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(panel.getByText('On', { exact: true })).toBeVisible();
    await expect(panel.getByText('10 of 10 recovery codes left.')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  await test.step('signs in again: the password, then a code generated from the secret', async () => {
    await signInWithPassword(page, admin);
    const codeField = page.getByLabel('6-digit code');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expectAccessible(page, testInfo, 'admin sign-in code step');
    // Enrolment used this 30-second step's code and a step is accepted once: the app's next code, which the
    // server takes within its one step of clock drift.
    await codeField.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/admin-home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  await test.step('turns it off with the password and a recovery code, then signs in with the password alone', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByRole('button', { name: 'Turn off' }).click();
    const form = panel.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await form.getByLabel('Password').fill(admin.password);
    await form.getByLabel('Code from the app, or a recovery code').fill(recoveryCode);
    await expectAccessible(page, testInfo, 'two-factor turn off');
    await form.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(panel.getByText('Off', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await signInWithPassword(page, admin);
    await expect(page).toHaveURL(/\/admin-home$/);
  });
});
