import { expect, test, type Locator, type Page } from './support/test';
import { buyInSandbox } from './admin/paid-order';
import { signInAsAdmin } from './admin/sign-in';
import { expectAccessible } from './support/axe';
import { pickOne, testRandom } from './support/seed';
import { canBuy, ensureAddressByApi, fillCartByApi, newcomer, productsOf, registerByApi } from './support/shop';

/**
 * axe over every route of the shop, in both projects: each page is checked once it shows what a person came for
 * (its main heading, or the content behind it), so a spinner is never what gets audited.
 */

const h1 = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { level: 1, name });

/** `ready`: what the page shows once it is ready to audit; it may act first (the delivery check presses Check). */
type Route = {
  name: string;
  address: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Locator | Promise<Locator>;
};

const CONTENT_PAGES = [
  ['help', 'Help Center'],
  ['returns', 'Returns'],
  ['shipping', 'Shipping Information'],
  ['contact', 'Contact Us'],
  ['about', 'About'],
  ['careers', 'Careers'],
  ['blog', 'Blog'],
  ['terms', 'Terms'],
] as const;

const visitorRoutes: Route[] = [
  { name: 'home', address: '/', ready: (page) => page.getByRole('heading', { name: 'Top Mouse' }) },
  { name: 'categories', address: '/categories', ready: (page) => h1(page, 'All categories') },
  { name: 'a category', address: '/category/Mouse', ready: (page) => page.getByText(/^Showing \d+ products$/) },
  { name: 'two categories', address: '/category/Mouse,TV', ready: (page) => page.getByText(/^Showing \d+ products$/) },
  {
    name: 'a product',
    address: async (page) => `/product/${pickOne(testRandom(test.info()), await productsOf(page, 'Camera'))._id}`,
    ready: (page) => page.getByRole('heading', { name: /^Discussion \(\d+\)$/ }),
  },
  {
    // The delivery check's answer for a pincode the demo rules serve (a sold-out product offers no check: one in stock).
    name: 'a product with its delivery checked',
    address: async (page) =>
      `/product/${
        pickOne(
          testRandom(test.info()),
          (await productsOf(page, 'Speakers')).filter((product) => canBuy(product)),
        )._id
      }`,
    ready: async (page) => {
      await page.getByLabel('Deliver to').fill('560034');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      return page.getByTestId('delivery-check').getByText(/^Delivery by /);
    },
  },
  {
    // The demo's variant group of colours and storage sizes: its option pickers.
    name: 'a product with variants',
    address: async (page) => {
      const answer = await page.request.get('/api/product/search?q=iPhone%2016&category=Mobiles');
      const items = ((await answer.json()) as { data: { items: { _id: string; variantGroupId?: string }[] } }).data.items;
      return `/product/${items.find((item) => item.variantGroupId)!._id}`;
    },
    ready: (page) => page.getByRole('group', { name: /^Storage: / }),
  },
  { name: 'login', address: '/login', ready: (page) => h1(page, 'Sign in to your account') },
  { name: 'register', address: '/register', ready: (page) => h1(page, 'Create an account') },
  { name: 'an empty comparison', address: '/compare', ready: (page) => page.getByText(/^Nothing to compare yet\./) },
  ...CONTENT_PAGES.map(([slug, title]) => ({
    name: `footer page /${slug}`,
    address: `/${slug}`,
    ready: (page: Page) => h1(page, new RegExp(title)),
  })),
  { name: 'the 404 page', address: '/no-such-page', ready: (page) => h1(page, /Page not found/) },
  { name: 'admin sign-in', address: '/admin-login', ready: (page) => h1(page, 'Admin sign-in') },
  {
    name: "an email's unsubscribe page",
    address: '/unsubscribe#email=reader%40example.com&token=not-checked-until-sent',
    ready: (page) => h1(page, 'Unsubscribe from Voltcart emails?'),
  },
];

for (const route of visitorRoutes) {
  test(`a visitor's ${route.name} has no serious accessibility violations`, async ({ page }, testInfo) => {
    const address = typeof route.address === 'string' ? route.address : await route.address(page);
    await page.goto(address);
    await expect(await route.ready(page)).toBeVisible();
    await expectAccessible(page, testInfo, route.name);
  });
}

test("a shopper's pages have no serious accessibility violations", async ({ page, isMobile }, testInfo) => {
  // Eleven pages, each loaded and then walked by axe: longer than one journey on a busy machine.
  test.setTimeout(240_000);
  await registerByApi(page, newcomer(testInfo));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Mouse' })).toBeVisible();
  await expectAccessible(page, testInfo, 'home, signed in');

  await page.goto('/cart');
  await expect(h1(page, 'Your cart is empty')).toBeVisible();
  await expectAccessible(page, testInfo, 'the empty cart');

  await page.goto('/order');
  await expect(page.getByText('No orders found.')).toBeVisible();
  await expectAccessible(page, testInfo, 'no orders');

  await page.goto('/profile');
  await expect(h1(page, 'My Profile')).toBeVisible();
  await expectAccessible(page, testInfo, 'the profile');
  await page.getByRole('region', { name: 'Delivery addresses' }).getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('form', { name: 'New address' }).getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter the PIN code')).toBeVisible();
  await expectAccessible(page, testInfo, 'the address form with its messages');
  await page
    .getByRole('form', { name: 'New address' })
    .getByRole('button', { name: 'Add GSTIN for a business purchase' })
    .click();
  await expect(page.getByRole('form', { name: 'New address' }).getByLabel('GSTIN')).toBeVisible();
  await expectAccessible(page, testInfo, 'the address form with its GSTIN fields');

  await fillCartByApi(page, testRandom(testInfo), 'Refrigerator,TV', 2);
  // Paying needs a delivery address (the cart shows it under "Deliver to").
  await ensureAddressByApi(page);
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('delivery-address')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  await expectAccessible(page, testInfo, 'the cart with items');

  await page.goto('/status/no-such-transaction');
  await expect(h1(page, /^(?!Checking payment status)/)).toBeVisible();
  await expectAccessible(page, testInfo, 'the payment status page');

  await page.goto('/payment-failed');
  await expect(h1(page, 'Payment Failed')).toBeVisible();
  await expectAccessible(page, testInfo, 'payment failed');

  await page.goto('/payment-success');
  await expect(h1(page, 'Payment Successful')).toBeVisible();
  await expectAccessible(page, testInfo, 'payment success');

  // An order to list: the cart above, paid in the sandbox.
  await page.goto('/cart');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await page.goto('/order');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, testInfo, 'the orders');

  // On a phone the category filters open in a dialog.
  if (isMobile) {
    await page.goto('/category/Mouse');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectAccessible(page, testInfo, 'the filters dialog');
  }
});

test("a cash-on-delivery order's pages have no serious accessibility violations", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await registerByApi(page, newcomer(testInfo));
  await fillCartByApi(page, testRandom(testInfo), 'Mouse', 1);
  await ensureAddressByApi(page);
  await page.goto('/cart');
  await page
    .getByRole('group', { name: 'Payment' })
    .getByRole('radio', { name: /Cash on delivery/ })
    .check();
  await expect(page.getByTestId('cart-cod-fee')).toBeVisible();
  await expectAccessible(page, testInfo, 'the cart with cash on delivery chosen');

  await page.getByRole('button', { name: /^Place order ₹/ }).click();
  await expect(h1(page, 'Order placed')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByLabel('6-digit code')).toHaveAccessibleDescription('Enter the 6-digit code from the email');
  await expectAccessible(page, testInfo, 'the order-placed page with its code form and message');

  await page.goto('/order/confirm#token=no-such-token-at-all-here');
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await expectAccessible(page, testInfo, 'the cash-on-delivery link page');
});

test("the admin area's tabs and forms have no serious accessibility violations", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  // A paid order, so the Orders tab has a row to audit.
  await registerByApi(page, newcomer(testInfo));
  await buyInSandbox(page, testRandom(testInfo), 'Speakers');

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Top Selling Products' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin dashboard');

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin users tab');

  await page.getByRole('tab', { name: 'Product' }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  // Every card is the same component: one category's dozen audits as much as the whole catalogue, in far less time.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Speakers');
  // (Other journeys may add a speaker meanwhile: a dozen or so is what a narrowed list looks like.)
  await expect.poll(() => page.getByRole('list', { name: 'Products' }).getByRole('article').count()).toBeLessThanOrEqual(20);
  await expectAccessible(page, testInfo, 'the admin products tab');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await expect(form.getByLabel('Product name *')).toBeVisible();
  await expectAccessible(page, testInfo, 'the add product form');
  // Sent empty, it shows its validation message.
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByLabel('Product name *')).toHaveAccessibleDescription('Enter the product name');
  await expectAccessible(page, testInfo, 'the add product form with an error');
  await form
    .getByRole('button', { name: /Cancel|Close/ })
    .first()
    .click();
  await expect(form).toBeHidden();

  const firstProduct = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  await firstProduct.getByRole('button', { name: /^Update / }).click();
  const update = page.getByRole('dialog', { name: 'Update Product' });
  await expect(update.getByLabel('Product name *')).not.toHaveValue('');
  await expectAccessible(page, testInfo, 'the update product form');
  await update
    .getByRole('button', { name: /Cancel|Close/ })
    .first()
    .click();
  await expect(update).toBeHidden();

  await firstProduct.getByRole('button', { name: /^Variants of / }).click();
  const variants = page.getByRole('dialog', { name: /^Variants of / });
  await expect(variants.getByRole('button', { name: /Make a variant group|Add variant/ })).toBeVisible();
  await expectAccessible(page, testInfo, 'the variants dialog');
  await variants.getByRole('button', { name: 'Close' }).click();
  await expect(variants).toBeHidden();

  await firstProduct.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, testInfo, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('listitem', { name: /^Order / }).first()).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin orders tab');

  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add coupon' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin coupons tab');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  const couponForm = page.getByRole('region', { name: 'Add coupon' });
  await couponForm.getByRole('button', { name: 'Add coupon' }).click();
  await expect(couponForm.getByLabel('Code *')).toHaveAccessibleDescription('Enter the coupon code');
  await expectAccessible(page, testInfo, 'the add coupon form with its messages');
  await couponForm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Delivery' }).click();
  await expect(page.getByRole('list', { name: 'Delivery rules' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin delivery tab');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const ruleForm = page.getByRole('region', { name: 'Add delivery rule' });
  await ruleForm.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleForm.getByLabel('Pincode prefix *')).toHaveAccessibleDescription('Enter the pincode prefix');
  await expectAccessible(page, testInfo, 'the add delivery rule form with its messages');
  await ruleForm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'COD' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Cash on delivery' })).toBeVisible();
  await expect(page.getByLabel('Fee (₹)')).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin cash-on-delivery rules');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('list', { name: 'Reviews, reported first' }).or(page.getByText('No reviews yet.'))).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin reviews tab');
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('list', { name: 'Background jobs' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin system tab');
  await page.getByRole('tab', { name: 'Import / export' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Import products' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin import / export tab');
  await page.getByLabel('CSV file *').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,productName,productPrice,productDescription,productBrand\nA11Y-1,Thing,free,A thing,Acme\n'),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'Fix the rows with errors' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the import check with an error row');

  // The same area inside the shop's frame.
  await page.goto('/admin');
  await expect(h1(page, 'Admin Dashboard')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Selling Products' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the admin area in the shop frame');
});
