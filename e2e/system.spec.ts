import { signInAsAdmin } from './admin/sign-in';
import { expectNoSidewaysScroll } from './support/layout';
import { saveScreenshot } from './support/shop';
import { expect, test } from './support/test';

// The runner's shop is on SQLite in a throwaway DATA_DIR unless its environment names a PostgreSQL database.
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

test("an admin opens the System tab and reads the shop's version, database, queues and background jobs, and refreshes them", async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/admin-home\?tab=system$/);
  const panel = page.getByRole('tabpanel', { name: 'System' });
  const figure = (label: string) => panel.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });

  await expect(figure('Database').locator('dd').first()).toHaveText(engine);
  await expect(figure('Version').locator('dd').first()).toHaveText('0.1.0');
  await expect(figure('Readiness').locator('dd').first()).toHaveText('Ready');
  await expect(figure('Database').locator('dd').nth(1)).toContainText(/\d+ migrations applied/);
  await expect(figure('Mail outbox').locator('dd').first()).toHaveText(/waiting$/);
  await expect(figure('Payment reconciler').locator('dd').first()).toHaveText(/pending payments?$/);
  const jobs = panel.getByRole('list', { name: 'Background jobs' });
  for (const name of ['Mail sender', 'Payment reconciler', 'Refund reconciler', 'Expired sessions purge (at start)'])
    await expect(jobs.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(jobs.getByRole('listitem').filter({ hasText: 'Mail sender' })).toContainText('every 2 s');
  await expect(jobs.getByRole('listitem').filter({ hasText: 'Expired sessions purge' })).toContainText(
    /once, at start · last run .* 1 run, 0 failures/,
  );
  await expectNoSidewaysScroll(page, 'the System tab');
  await saveScreenshot(page, testInfo, 'admin-system');

  await expect(panel.getByText(/^Process \d+ · figures as of/)).toBeVisible();
  const refresh = panel.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(page.getByText(/^System figures updated at/)).toBeAttached();
  await expect(refresh).toBeFocused();
});
