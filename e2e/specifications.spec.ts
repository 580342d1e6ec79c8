import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { expectToast, recordToasts } from './support/shop';

type SpecFacet = { key: string; values?: { value: string | boolean; count: number }[]; min?: number; max?: number };
type Found = {
  items: { _id: string; productName: string }[];
  total: number;
  facets: { specs?: SpecFacet[] };
};
type Detail = {
  productName: string;
  rating: number;
  reviewCount: number;
  specifications: Record<string, string | number | boolean>;
};

/** The listing call as the category page makes it, for what the page must show. */
async function listing(page: Page, query: string): Promise<Found> {
  const answer = await page.request.get(`/api/product/search?category=Mobiles&sort=newest&limit=24&offset=0&${query}`);
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { data: Found }).data;
}

async function detail(page: Page, id: string): Promise<Detail> {
  return ((await (await page.request.get(`/api/product/getProductById/${id}`)).json()) as { data: Detail }).data;
}

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

const showing = (page: Page, total: number) => page.getByText(`Showing ${total} products`, { exact: true });

/** The operating system's choices show the server's counts. */
async function expectOsCounts(filters: Locator, found: Found) {
  const os = found.facets.specs?.find((facet) => facet.key === 'os');
  expect(os?.values?.length, 'the listing counts operating systems').toBeGreaterThan(0);
  const group = filters.getByRole('group', { name: 'Operating system' });
  for (const { value, count } of os!.values!) {
    await expect(group.getByRole('checkbox', { name: `${String(value)} (${count})` })).toBeVisible();
  }
}

test('filtering Mobiles by RAM and 5G keeps the filters in the address; a product lists its specifications', async ({ page }) => {
  await page.goto('/category/Mobiles');
  const all = await listing(page, '');
  await expect(showing(page, all.total)).toBeVisible();
  let filters = await openFilters(page);
  await expectOsCounts(filters, all);

  await filters.getByLabel('Minimum RAM').fill('12');
  await filters.getByRole('button', { name: 'Apply RAM' }).click();
  await expect(page).toHaveURL(/[?&]specs\.ram\.min=12(&|$)/);
  const bigRam = await listing(page, 'specs.ram.min=12');
  expect(bigRam.total).toBeLessThan(all.total);
  expect(bigRam.total).toBeGreaterThan(0);

  const fiveG = filters.getByRole('group', { name: '5G' });
  const yesCount = bigRam.facets.specs?.find((facet) => facet.key === '5g')?.values?.find((entry) => entry.value === true)?.count;
  await fiveG.getByRole('radio', { name: `Yes (${yesCount})` }).check();
  await expect(page).toHaveURL(/[?&]specs\.5g=true(&|$)/);
  await expect(page).toHaveURL(/[?&]specs\.ram\.min=12(&|$)/);
  const filtered = await listing(page, 'specs.5g=true&specs.ram.min=12');
  await closeFilters(page);
  await expect(showing(page, filtered.total)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(filtered.items.length);
  filters = await openFilters(page);
  await expectOsCounts(filters, filtered);
  await closeFilters(page);

  // A shared or reloaded address shows the same filtered page.
  await page.reload();
  await expect(showing(page, filtered.total)).toBeVisible();
  filters = await openFilters(page);
  await expect(filters.getByLabel('Minimum RAM')).toHaveValue('12');
  await expect(filters.getByRole('group', { name: '5G' }).getByRole('radio', { name: /^Yes/ })).toBeChecked();
  await closeFilters(page);

  const first = filtered.items[0]!;
  await page.getByRole('link', { name: first.productName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.productName })).toBeVisible();
  const specifications = page.getByRole('region', { name: 'Specifications' });
  const { specifications: values } = await detail(page, first._id);
  await expect(specifications.getByRole('row', { name: `RAM ${values.ram} GB` })).toBeVisible();
  await expect(specifications.getByRole('row', { name: '5G Yes' })).toBeVisible();
});

test('three phones compared side by side; "Show only differences" keeps the rows that differ', async ({
  page,
  isMobile,
}, testInfo) => {
  await recordToasts(page);
  await page.goto('/compare');
  await expect(page.getByText(/^Nothing to compare yet\./)).toBeVisible();

  await page.goto('/category/Mobiles?specs.5g=true');
  const phones = (await listing(page, 'specs.5g=true')).items.slice(0, 3);
  expect(phones).toHaveLength(3);
  for (const phone of phones) {
    const toggle = page.getByRole('button', { name: `Compare ${phone.productName}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }

  // Another category's product is refused, in words.
  await page.goto('/category/TV');
  await page
    .getByRole('button', { name: /^Compare / })
    .first()
    .click();
  await expectToast(
    page,
    'You are comparing Mobiles: products of one category are compared together. Remove them to compare TV instead.',
  );

  // Kept across visits: the link counts them, and /compare lists them.
  await page.getByRole('link', { name: 'Compare (3 of 4)' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByRole('table');
  for (const phone of phones) await expect(table.getByRole('columnheader', { name: phone.productName })).toBeVisible();

  const rows = table.locator('tbody tr');
  const allRows = await rows.count();
  await expect(table.getByRole('rowheader', { name: /^5G/ })).toBeVisible();
  // The rating row reads each phone's reviews as its own answer counts them.
  const ratingCells = rows.filter({ has: page.getByRole('rowheader', { name: /^Rating/ }) }).getByRole('cell');
  const ratings = await Promise.all(
    phones.map(async (phone) => {
      const { rating, reviewCount } = await detail(page, phone._id);
      return reviewCount === 0
        ? 'No reviews yet'
        : `${rating.toFixed(1)} out of 5 (${reviewCount} review${reviewCount === 1 ? '' : 's'})`;
    }),
  );
  await expect(ratingCells).toHaveText(ratings);
  const ram = await Promise.all(phones.map(async (phone) => (await detail(page, phone._id)).specifications.ram));
  const ramDiffers = new Set(ram).size > 1;
  const ramRow = rows.filter({ has: page.getByRole('rowheader', { name: /^RAM \(GB\)/ }) });
  if (ramDiffers) await expect(ramRow).toHaveAttribute('data-differs', 'true');
  else await expect(ramRow).not.toHaveAttribute('data-differs');

  await page.getByRole('switch', { name: 'Show only differences' }).click();
  await expect(page.getByRole('switch', { name: 'Show only differences' })).toHaveAttribute('aria-checked', 'true');
  // Every phone here has 5G: that row goes, and each row left is marked as differing.
  await expect(table.getByRole('rowheader', { name: /^5G/ })).toHaveCount(0);
  const differing = await rows.count();
  expect(differing).toBeLessThan(allRows);
  expect(differing).toBeGreaterThan(0);
  await expect(table.locator('tbody tr[data-differs]')).toHaveCount(differing);

  await expectNoSidewaysScroll(page, '/compare');
  if (isMobile) {
    // The table scrolls inside its region; the labels' column stays in view.
    const region = page.getByRole('region', { name: 'Comparison' });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    const label = table.getByRole('rowheader').first();
    const box = await label.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x).toBeLessThan(40);
  }
  await expectAccessible(page, testInfo, 'the comparison');

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText(/^Nothing to compare yet\./)).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its Specifications', async ({ page }) => {
    const [phone] = (await listing(page, 'specs.ram=12')).items;
    await page.goto(`/product/${phone!._id}`);
    await expect(page.getByRole('region', { name: 'Specifications' }).getByRole('row', { name: 'RAM 12 GB' })).toBeVisible();
  });
});
