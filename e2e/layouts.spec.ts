import { expect, test, type Locator, type Page } from './support/test';
import { buyInSandbox } from './admin/paid-order';
import { signInAsAdmin } from './admin/sign-in';
import { expectNoSidewaysScroll } from './support/layout';
import { testRandom } from './support/seed';
import { cartBadge, fillCartByApi, inStockCards, newcomer, registerByApi } from './support/shop';

const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} has a box`).not.toBeNull();
  return box!;
}

/** Asserts the element is wholly inside the viewport's width (a person sees all of it without scrolling sideways). */
async function expectWithinWidth(page: Page, locator: Locator, what: string) {
  await expect(locator).toBeVisible();
  const box = await boxOf(locator);
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the ${width} px screen`).toBeLessThanOrEqual(width);
}

const ADMIN_TAB_CONTENT: Record<'Dashboard' | 'Users' | 'Product' | 'Orders', (page: Page) => Locator> = {
  Dashboard: (page) => page.getByRole('region', { name: 'Top Selling Products' }).getByRole('listitem').first(),
  Users: (page) => page.getByRole('table', { name: 'All users' }),
  Product: (page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
  Orders: (page) => page.getByRole('list', { name: 'Orders, newest first' }).getByRole('listitem').first(),
};

/** Opens every admin tab in turn and checks that nothing on the page reaches past the screen's edges. */
async function expectAdminTabsFit(page: Page, where: string) {
  await expectWithinWidth(page, page.getByRole('tablist', { name: 'Admin sections' }), `${where}: the tabs`);
  for (const [tab, content] of Object.entries(ADMIN_TAB_CONTENT)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(content(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `${where}, the ${tab} tab`);
  }
  // The users' table scrolls inside its own card, never the page.
  await page.getByRole('tab', { name: 'Users' }).click();
  const scroller = page.getByRole('table', { name: 'All users' }).locator('xpath=..');
  await expect(scroller).toHaveCSS('overflow-x', 'auto');
}

test.describe('the admin area', () => {
  // Someone has bought a long-named product, so the dashboard lists top sellers and the Orders tab has a card.
  test.beforeEach(async ({ page }, testInfo) => {
    await registerByApi(page, newcomer(testInfo));
    await buyInSandbox(page, testRandom(testInfo), 'Refrigerator');
    await page.context().clearCookies();
  });

  test("the dashboard's top sellers each show their name in full on its own line at 1280 px", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await signInAsAdmin(page);
    const rows = page.getByRole('region', { name: 'Top Selling Products' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const name = row.getByRole('link');
      const sold = row.getByText(/^\d+ sold$/);
      const nameBox = await boxOf(name);
      expect(nameBox.y + nameBox.height, `${await name.textContent()} sits above its figures`).toBeLessThanOrEqual(
        (await boxOf(sold)).y,
      );
      // Not cut off: the name's text takes no more room than its box shows.
      const clipped = await name.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
      expect(clipped, `${await name.textContent()} is shown in full`).toBe(false);
    }
  });

  test('the header, the tabs and every tab fit a 360 px phone, standalone and in the shop frame', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    await expectWithinWidth(page, page.getByRole('button', { name: 'Logout' }), '/admin-home: the Logout button');
    await expectAdminTabsFit(page, '/admin-home');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expectAdminTabsFit(page, '/admin');
  });
});

const priceBox = (page: Page, which: 'Min price' | 'Max price') => page.getByLabel(which, { exact: true });

/** The listing's filters: the side column on a wide screen, the drawer (opened here) on a phone. */
async function openFilters(page: Page, narrow: boolean): Promise<Locator> {
  if (!narrow) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

for (const [label, viewport] of [
  ['360', PHONE],
  ['1280', LAPTOP],
] as const) {
  test(`the price boxes show a 6-digit amount in full and a reversed range gets one message, at ${label} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/category/Refrigerator,TV');
    await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
    const filters = await openFilters(page, viewport === PHONE);
    for (const which of ['Min price', 'Max price'] as const) {
      const box = filters.getByLabel(which, { exact: true });
      await box.fill('149999');
      const hidden = await box.evaluate((input) => input.scrollWidth > input.clientWidth);
      expect(hidden, `${which} shows all of 149999`).toBe(false);
    }

    // Min 149999 is applied; a max below it is not, and the boxes say why, once.
    await filters.getByLabel('Max price', { exact: true }).fill('');
    await filters.getByLabel('Min price', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/minPrice=149999$/);
    await filters.getByLabel('Max price', { exact: true }).fill('1000');
    await filters.getByLabel('Max price', { exact: true }).press('Enter');
    const message = page.getByText('The minimum price is above the maximum.');
    await expect(message).toHaveCount(1);
    await expect(message).toBeVisible();
    const messageId = await message.getAttribute('id');
    for (const which of ['Min price', 'Max price'] as const) {
      await expect(filters.getByLabel(which, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(filters.getByLabel(which, { exact: true })).toHaveAttribute('aria-describedby', messageId!);
    }
    await expect(page).toHaveURL(/minPrice=149999$/);
  });
}

test('a reversed price range in the address is not applied: the products show, with one message at the filter', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/category/Refrigerator,TV?minPrice=90000&maxPrice=1000');
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  await expect(inStockCards(page).first()).toBeVisible();
  await expect(page.getByText(/minPrice must not be above maxPrice|Oops!/)).toHaveCount(0);
  await expect(page.getByText('The minimum price is above the maximum.')).toHaveCount(1);
  await expect(priceBox(page, 'Min price')).toHaveAttribute('aria-invalid', 'true');
});

test('every shopper page links to the categories from the header on a 360 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  const categoriesLink = page.getByRole('banner').getByRole('link', { name: 'All categories' });
  // Signed out, the header holds the wider Login button beside the cart.
  await page.goto('/');
  await expectWithinWidth(page, categoriesLink, "/ signed out: the header's categories link");
  await registerByApi(page, newcomer(testInfo));
  const [productId] = await fillCartByApi(page, testRandom(testInfo), 'Mouse', 1);
  for (const address of [
    '/',
    '/categories',
    '/category/Mouse',
    `/product/${productId}`,
    '/cart',
    '/order',
    '/profile',
    '/help',
    '/compare',
  ]) {
    await page.goto(address);
    await expectWithinWidth(page, categoriesLink, `${address}: the header's categories link`);
    await expect(categoriesLink).toHaveAttribute('href', '/categories');
  }
  await categoriesLink.click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
});

for (const [label, viewport] of [
  ['360', PHONE],
  ['1280', LAPTOP],
] as const) {
  test(`a toast leaves the cart badge in sight, at ${label} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await registerByApi(page, newcomer(testInfo));
    await page.goto('/category/Mouse');
    await inStockCards(page)
      .first()
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .click();
    // Read in one frame while the toast shows (a success toast stays 2 s): what is painted at the badge's centre.
    const seen = await page.waitForFunction(() => {
      const toast = document.querySelector('section[aria-label="Notifications"] [role]');
      const badge = document.querySelector<HTMLElement>('[data-testid="cart-count"]');
      if (!toast || !badge) return null;
      const box = badge.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { toast: toast.textContent, badgeOnTop: !!top && badge.contains(top) };
    });
    expect(await seen.jsonValue(), 'the badge is not under the toast').toMatchObject({ badgeOnTop: true });
    await expect(cartBadge(page)).toHaveText('1');
  });
}

test("the category strip's arrows leave its first and last tiles clear on a 360 px phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Explore Categories' });
  const tiles = strip.getByRole('listitem');
  const left = strip.getByRole('button', { name: 'Scroll categories left' });
  const right = strip.getByRole('button', { name: 'Scroll categories right' });

  const clear = async (tile: Locator, arrow: Locator, what: string) => {
    if (!(await arrow.isVisible())) return;
    expect(overlaps(await boxOf(tile), await boxOf(arrow)), what).toBe(false);
  };
  await clear(tiles.first(), left, 'the left arrow leaves the first tile clear');
  await clear(tiles.first(), right, 'the right arrow leaves the first tile clear');
  // Scrolled to its end, the last tile shows clear of the arrows.
  await tiles
    .first()
    .locator('xpath=..')
    .evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
  await expect.poll(() => tiles.last().evaluate((tile) => tile.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  await clear(tiles.last(), right, 'the right arrow leaves the last tile clear');
  await clear(tiles.last(), left, 'the left arrow leaves the last tile clear');
  // The arrows still scroll the strip.
  await left.click();
  await expect.poll(() => tiles.last().evaluate((tile) => tile.getBoundingClientRect().right > window.innerWidth)).toBe(true);
});
