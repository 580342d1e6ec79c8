import { expect, test } from './support/test';

// A misspelt brand of the demo catalogue: the results say what they are for, and offer the words as typed.
const typed = 'samsng';

test('a misspelt brand shows "Showing results for" its spelling, and "Search instead for" searches the words as typed', async ({
  page,
}) => {
  const answer = await page.request.get(`/api/product/search?${new URLSearchParams({ q: typed, limit: '1' }).toString()}`);
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const found = ((await answer.json()) as { data: { total: number; correctedQuery?: string } }).data;
  expect(found.correctedQuery, 'the demo catalogue sells Samsung').toBe('Samsung');

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(typed);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${typed}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for "${typed}"` })).toBeVisible();
  await expect(page.getByText('Showing results for Samsung')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Samsung');

  await page.getByRole('link', { name: `Search instead for ${typed}` }).click();
  await expect(page).toHaveURL(`/search?q=${typed}&exact=1`);
  await expect(page.getByRole('heading', { name: `No products match "${typed}"` })).toBeVisible();
  await expect(page.getByText('Showing results for')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page says what it searched for, and links to the words as typed", async ({ page }) => {
    await page.goto(`/search?q=${typed}`);
    await expect(page.getByText('Showing results for Samsung')).toBeVisible();
    await page.getByRole('link', { name: `Search instead for ${typed}` }).click();
    await expect(page).toHaveURL(`/search?q=${typed}&exact=1`);
    await expect(page.getByRole('heading', { name: `No products match "${typed}"` })).toBeVisible();
  });
});

test('a corrected search page hydrates with no mismatch and keeps its message', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`/search?q=${typed}`, { waitUntil: 'networkidle' });
  await expect(page.getByText('Showing results for Samsung')).toBeVisible();
  expect(problems).toEqual([]);
});
