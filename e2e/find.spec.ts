import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { pickOne, pickSome, testRandom } from './support/seed';

type FoundProduct = { _id: string; productName: string; productBrand: string; productCategory: string; salesPrice: number };
type Found = {
  items: FoundProduct[];
  total: number;
  facets: { brands: { brand: string; count: number }[]; price: { min: number; max: number } | null };
};

/** The shop's paged listing and search call, as the pages use it. */
async function searchApi(page: Page, query: Record<string, string>): Promise<Found> {
  const answer = await page.request.get(`/api/product/search?${new URLSearchParams(query).toString()}`);
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { data: Found }).data;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The listing's filters: the sidebar on a desktop, the drawer (opened here) on a phone. */
async function openFilters(page: Page): Promise<Locator> {
  const drawerButton = page.getByRole('button', { name: 'Filters', exact: true });
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    return page.getByRole('dialog', { name: 'Filters' });
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

async function closeFilters(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  if (await drawer.isVisible()) await drawer.getByRole('button', { name: 'Show products' }).click();
}

test('typing "sams" suggests Samsung products; picking one opens its page', async ({ page }, testInfo) => {
  const suggested = await searchApi(page, { q: 'sams', limit: '6' });
  expect(
    suggested.items.some((product) => product.productBrand === 'Samsung'),
    'the shop sells Samsung products',
  ).toBeTruthy();
  const index = Math.floor(testRandom(testInfo)() * suggested.items.length);
  const pick = suggested.items[index]!;
  testInfo.annotations.push({ type: 'product', description: pick.productName });

  await page.goto('/');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('sams');
  const options = page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option');
  await expect(options).toHaveCount(suggested.items.length);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toContainText(suggested.items[0]!.productName);
  await expectAccessible(page, testInfo, 'search suggestions');

  // The arrow keys highlight a suggestion for the screen reader; a click (or tap) opens it.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await expect(options.nth(index)).toContainText(pick.productName);
  await options.nth(index).click();
  await expect(page).toHaveURL(`/product/${pick._id}`);
  await expect(page.getByRole('heading', { level: 1, name: pick.productName })).toBeVisible();
});

test('filters and page 2 of a category are kept in the address, and Back returns to page 1 with the filters', async ({
  page,
}, testInfo) => {
  const random = testRandom(testInfo);
  const catalogue = await page.request.post('/api/product/getProduct', { data: {} });
  expect(catalogue.ok(), await catalogue.text()).toBeTruthy();
  const categories = [
    ...new Set(((await catalogue.json()) as { data: FoundProduct[] }).data.map((product) => product.productCategory)),
  ];

  // A category with enough products for two pages after filtering; in a small shop, the multi-category page of all.
  let subject = [pickOne(random, categories)];
  let listing = await searchApi(page, { category: subject.join(','), limit: '1' });
  if (listing.total < 40) {
    subject = categories;
    listing = await searchApi(page, { category: subject.join(','), limit: '1' });
  }
  // Brands in random order until they hold more than a page (the price range trims a few more at each end).
  const brands: string[] = [];
  let branded = 0;
  for (const { brand, count } of pickSome(random, listing.facets.brands, listing.facets.brands.length)) {
    if (branded >= 40) break;
    brands.push(brand);
    branded += count;
  }
  const cheapestFirst = await searchApi(page, {
    category: subject.join(','),
    brand: brands.join(','),
    sort: 'price-asc',
    limit: '100',
  });
  const prices = cheapestFirst.items.map((product) => product.salesPrice);
  const trim = Math.max(0, Math.min(3, Math.floor((prices.length - 25) / 2)));
  const minPrice = Math.floor(prices[trim]!);
  const maxPrice = Math.ceil(prices[prices.length - 1 - trim]!);
  const expected = await searchApi(page, {
    category: subject.join(','),
    brand: brands.join(','),
    minPrice: String(minPrice),
    maxPrice: String(maxPrice),
    limit: '24',
  });
  expect(expected.total, 'the filters leave more than one page').toBeGreaterThan(24);
  testInfo.annotations.push({
    type: 'filters',
    description: `${subject.join(',')} · ${brands.join(',')} · ₹${minPrice}–₹${maxPrice}`,
  });

  await page.goto(`/category/${subject.map(encodeURIComponent).join(',')}`);
  await expect(page.getByText(`Showing ${listing.total} products`)).toBeVisible();
  let filters = await openFilters(page);
  for (const brand of brands) {
    await filters.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand)} \\(\\d+\\)$`) }).check();
  }
  await filters.getByLabel('Min price').fill(String(minPrice));
  await filters.getByLabel('Max price').fill(String(maxPrice));
  await filters.getByLabel('Max price').press('Enter');
  await closeFilters(page);

  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(page.getByText(`Showing ${expected.total} products`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(24);
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const filteredUrl = new URL(page.url());
  expect(filteredUrl.searchParams.get('brand')?.split(',').sort()).toEqual([...brands].sort());
  expect(filteredUrl.searchParams.get('minPrice')).toBe(String(minPrice));
  expect(filteredUrl.searchParams.get('maxPrice')).toBe(String(maxPrice));

  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect(page.getByRole('article')).toHaveCount(Math.min(24, expected.total - 24));
  await expectAccessible(page, testInfo, 'filtered listing, page 2');
  await expect(page.getByText(`Showing ${expected.total} products`)).toBeVisible();

  await page.goBack();
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const backUrl = new URL(page.url());
  expect(backUrl.searchParams.get('page')).toBeNull();
  expect(backUrl.searchParams.get('brand')).toBe(filteredUrl.searchParams.get('brand'));
  await expect(page.getByText(`Showing ${expected.total} products`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(24);
  filters = await openFilters(page);
  for (const brand of brands) {
    await expect(filters.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand)} \\(\\d+\\)$`) })).toBeChecked();
  }
  await expect(filters.getByLabel('Min price')).toHaveValue(String(minPrice));
  await expect(filters.getByLabel('Max price')).toHaveValue(String(maxPrice));
});

test('a search with no match says so, with tips', async ({ page }, testInfo) => {
  // Words no product holds: letters drawn at random, checked against the shop first.
  const random = testRandom(testInfo);
  const words = `qx${Array.from({ length: 6 }, () => String.fromCharCode(106 + Math.floor(random() * 10))).join('')}zq`;
  expect((await searchApi(page, { q: words, limit: '1' })).total, `nothing matches "${words}"`).toBe(0);

  await page.goto('/');
  await searchBox(page).fill(words);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/search?q=${words}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for "${words}"` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `No products match "${words}"` })).toBeVisible();
  await expect(page.getByText('Check the spelling.')).toBeVisible();
  await expectAccessible(page, testInfo, 'search without matches');
  await page.getByRole('link', { name: 'browse the categories' }).click();
  await expect(page).toHaveURL('/categories');
});
