import { expect, test, type Page } from './support/test';
import { signInAsAdmin } from './admin/sign-in';
import { testRandom } from './support/seed';

// The demo seed's variant groups (server/src/db/seed/variant-groups.ts): the iPhone 16 in three colours and two
// storage sizes (Pink 256 GB sold out), the Apple Watch Series 10 in two sizes, the Galaxy Buds3 Pro in two colours.

const IPHONE = (storage: '128 GB' | '256 GB', colour: string) => `Apple iPhone 16 (${storage}) – ${colour}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const cardsNamed = (page: Page, name: RegExp) => page.getByRole('article').filter({ has: page.getByRole('link', { name }) });

test('a shopper picks a colour and a storage size: the address, price and stock change without a reload, and Back returns', async ({
  page,
}) => {
  await page.goto('/category/Mobiles');
  // One card for the whole group, the lowest-priced variant in stock, saying how many others there are.
  const card = cardsNamed(page, /^Apple iPhone 16 \(/);
  await expect(card).toHaveCount(1);
  await expect(card.getByText('+5 more options')).toBeVisible();
  await card.getByRole('link', { name: IPHONE('128 GB', 'Ultramarine') }).click();
  await expect(heading(page, IPHONE('128 GB', 'Ultramarine'))).toBeVisible();
  const firstAddress = page.url();
  // Kept only while the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { variantJourneyMark: 'still here' }));

  const colour = page.getByRole('group', { name: 'Colour: Ultramarine' });
  await expect(colour.getByRole('link', { name: 'Ultramarine' })).toHaveAttribute('aria-current', 'true');
  await colour.getByRole('link', { name: 'Pink' }).click();
  await expect(heading(page, IPHONE('128 GB', 'Pink'))).toBeVisible();
  expect(page.url()).not.toBe(firstAddress);
  const pinkAddress = page.url();
  await expect(page.getByText('₹74,900.00').first()).toBeVisible();

  // Pink in 256 GB is sold out: marked on its choice, and its page says so.
  const storage = page.getByRole('group', { name: 'Storage: 128 GB' });
  await storage.getByRole('link', { name: '256 GB (out of stock)' }).click();
  await expect(heading(page, IPHONE('256 GB', 'Pink'))).toBeVisible();
  await expect(page.getByText('₹84,900.00').first()).toBeVisible();
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { variantJourneyMark?: string }).variantJourneyMark)).toBe('still here');

  await page.goBack();
  await expect(heading(page, IPHONE('128 GB', 'Pink'))).toBeVisible();
  expect(page.url()).toBe(pinkAddress);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await page.goBack();
  await expect(heading(page, IPHONE('128 GB', 'Ultramarine'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { variantJourneyMark?: string }).variantJourneyMark)).toBe('still here');
});

test('without JavaScript the pickers are plain links to the variants’ pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const search = await page.request.get(`/api/product/search?q=${encodeURIComponent('iPhone 16')}&category=Mobiles`);
  const card = ((await search.json()) as { data: { items: { _id: string; variantGroupId?: string }[] } }).data.items.find(
    (item) => item.variantGroupId,
  )!;
  await page.goto(`/product/${card._id}`);
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('link', { name: 'Black' })
    .click();
  await expect(heading(page, IPHONE('128 GB', 'Black'))).toBeVisible();
  await context.close();
});

test('a category listing shows one card per group with its "+N" label', async ({ page }) => {
  await page.goto('/category/Watches');
  const watch = cardsNamed(page, /^Apple Watch Series 10 GPS/);
  await expect(watch).toHaveCount(1);
  await expect(watch.getByText('+1 size')).toBeVisible();
  // The total counts cards.
  await expect(page.getByText(/^Showing \d+ products$/)).toHaveText(
    `Showing ${await page.getByRole('article').count()} products`,
  );
});

test('an admin adds a variant to a group, and its page offers it', async ({ page }, testInfo) => {
  const colour = `Test ${testInfo.project.name} ${Math.floor(testRandom(testInfo)() * 1e6)}`;
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Product' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Galaxy Buds3 Pro True Wireless Earbuds – Silver');
  const name = 'Samsung Galaxy Buds3 Pro True Wireless Earbuds – Silver';
  await page
    .getByRole('button', { name: `Variants of ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Variants of ${name}` });
  await expect(dialog.getByRole('heading', { name: /variants · options Colour/ })).toBeVisible();

  // A combination the group has already is refused in words.
  await dialog.getByLabel('Colour of the new variant').fill('White');
  await dialog.getByRole('button', { name: 'Add variant' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Another variant already has Colour: White');

  await dialog.getByLabel('Colour of the new variant').fill(colour);
  await dialog.getByRole('button', { name: 'Add variant' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Variant added: Colour: ${colour}.`);
  await expect(dialog.getByRole('status')).toBeFocused();
  await expect(dialog.getByText(`Colour: ${colour}`, { exact: true })).toBeVisible();

  // The group's pages offer it; then it is taken out again and deleted, leaving the demo group as it was.
  const group = await page.request.get('/api/product/search?q=Galaxy%20Buds3%20Pro&category=Airpodes');
  const buds = ((await group.json()) as { data: { items: { _id: string; variantGroupId?: string }[] } }).data.items.find(
    (item) => item.variantGroupId,
  )!;
  const members = (
    (await (await page.request.get(`/api/product/getProductById/${buds._id}`)).json()) as {
      data: { variants: { _id: string; options: Record<string, string> }[] };
    }
  ).data.variants;
  const added = members.find((member) => member.options.Colour === colour)!;
  await page.goto(`/product/${buds._id}`);
  await expect(page.getByRole('group', { name: /^Colour/ }).getByRole('link', { name: colour })).toBeVisible();
  expect((await page.request.delete(`/api/admin/variants/${added._id}`)).ok()).toBeTruthy();
  expect((await page.request.delete(`/api/product/deleteProduct/${added._id}`)).ok()).toBeTruthy();
});
