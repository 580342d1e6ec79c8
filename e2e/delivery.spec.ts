import { deliveryByText, type DeliveryEstimate } from '@voltcart/contract';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin/sign-in';
import { expectNoSidewaysScroll } from './support/layout';
import { pickOne, testRandom } from './support/seed';
import { canBuy, newcomer, productsOf, registerByApi, sampleAddress, saveScreenshot } from './support/shop';
import { expect, test } from './support/test';

/** The shop's own answer for a pincode now: the page must say what it says (the rules and the dates have server tests). */
async function estimateOf(page: Page, pincode: string): Promise<DeliveryEstimate> {
  const answer = await page.request.get(`/api/delivery/estimate?pincode=${pincode}`);
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { data: DeliveryEstimate }).data;
}

/** Types a pincode into the product page's "Deliver to" and presses Check. */
async function checkPincode(page: Page, pincode: string) {
  const field = page.getByLabel('Deliver to');
  await field.fill(pincode);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

const deliveryLine = (page: Page) => page.getByTestId('delivery-check').getByRole('status');

test('on a product page a shopper checks a pincode: the promised day and cash on delivery, or that it is not served; an admin’s new rule changes the answer', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const product = pickOne(
    testRandom(testInfo),
    (await productsOf(page, 'Speakers')).filter((each) => canBuy(each)),
  );
  // Each project its own pincode for the admin's rule: both run at once on one shop.
  const ruled = testInfo.project.name === 'mobile' ? '682021' : '682022';

  await test.step('Bengaluru, where the demo seller is: the promised day, with cash on delivery', async () => {
    await page.goto(`/product/${product._id}`);
    await expect(deliveryLine(page)).toHaveText('Enter a PIN code to see when it arrives.');
    await checkPincode(page, '560034');
    const bengaluru = await estimateOf(page, '560034');
    expect(bengaluru).toMatchObject({ serviceable: true, codAvailable: true });
    await expect(deliveryLine(page)).toHaveText(`${deliveryByText(bengaluru.deliverBy!)} · Cash on delivery available`);
    await expectNoSidewaysScroll(page, 'the product page with its delivery answer');
    await saveScreenshot(page, testInfo, 'delivery-check');
  });

  await test.step('Guwahati: later, and without cash on delivery', async () => {
    await checkPincode(page, '781001');
    const guwahati = await estimateOf(page, '781001');
    await expect(deliveryLine(page)).toHaveText(`${deliveryByText(guwahati.deliverBy!)} · Cash on delivery not available`);
  });

  await test.step('the Nicobar Islands: not served, in words', async () => {
    await checkPincode(page, '744301');
    await expect(deliveryLine(page)).toHaveText("We don't deliver to 744301 yet");
  });

  await test.step('a pincode that is not 6 digits is caught under the field', async () => {
    await checkPincode(page, '7443');
    await expect(page.getByLabel('Deliver to')).toHaveAccessibleDescription('PIN code is 6 digits and does not start with 0');
    await expect(page.getByLabel('Deliver to')).toBeFocused();
  });

  await test.step('the pincode is remembered for the visit: the page checks it again at once after a reload', async () => {
    await checkPincode(page, ruled);
    await expect(deliveryLine(page)).toContainText('Cash on delivery available');
    await page.reload();
    await expect(page.getByLabel('Deliver to')).toHaveValue(ruled);
    await expect(deliveryLine(page)).toContainText('Cash on delivery available');
  });

  await test.step('an admin adds a rule for that pincode in the Delivery tab', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Delivery' }).click();
    await expect(admin.getByRole('list', { name: 'Delivery rules' })).toBeVisible();
    await admin.getByRole('button', { name: 'Add rule' }).click();
    const form = admin.getByRole('region', { name: 'Add delivery rule' });
    await form.getByLabel('Pincode prefix *').fill(ruled);
    await form.getByLabel('Area').fill('Test island');
    await form.getByLabel('Fewest days *').fill('9');
    await form.getByLabel('Most days *').fill('3');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(form.getByLabel('Most days *')).toHaveAccessibleDescription(
      'The most days cannot be fewer than the fewest days',
    );
    await form.getByLabel('Most days *').fill('12');
    await form.getByLabel('Cash on delivery available').uncheck();
    await form.getByRole('button', { name: 'Add rule' }).click();
    const listed = admin.getByRole('list', { name: 'Delivery rules' }).getByRole('listitem').filter({ hasText: ruled });
    await expect(listed).toContainText('9–12 days · No cash on delivery');
    await expectNoSidewaysScroll(admin, 'the Delivery tab');
    await saveScreenshot(admin, testInfo, 'delivery-tab');
    await context.close();
  });

  await test.step("the product page's answer for that pincode follows the new rule", async () => {
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const followed = await estimateOf(page, ruled);
    expect(followed).toMatchObject({ serviceable: true, codAvailable: false, days: 12, minDays: 9 });
    await expect(deliveryLine(page)).toHaveText(`${deliveryByText(followed.deliverBy!)} · Cash on delivery not available`);
  });
});

test("a signed-in shopper's default address: the product page checks its pincode, the cart shows the day for the chosen address", async ({
  page,
}, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  const home = await page.request.post('/api/address', { data: sampleAddress({ pincode: '560034', isDefault: true }) });
  expect(home.status(), await home.text()).toBe(201);
  const product = pickOne(
    testRandom(testInfo),
    (await productsOf(page, 'Mouse')).filter((each) => canBuy(each)),
  );
  const bengaluru = await estimateOf(page, '560034');

  await page.goto(`/product/${product._id}`);
  await expect(page.getByLabel('Deliver to')).toHaveValue('560034');
  await expect(deliveryLine(page)).toHaveText(`${deliveryByText(bengaluru.deliverBy!)} · Cash on delivery available`);

  const added = await page.request.post('/api/cart/addtocart', { data: { productId: product._id } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await page.goto('/cart');
  await expect(page.getByTestId('delivery-date')).toHaveText(`${deliveryByText(bengaluru.deliverBy!)} to 560034`);
  await expectNoSidewaysScroll(page, 'the cart with its delivery date');
});

test('a cart delivering to a pincode the shop does not serve says so, and Pay is refused in those words with no order made', async ({
  page,
}, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  const nicobar = await page.request.post('/api/address', {
    data: sampleAddress({ city: 'Car Nicobar', state: 'Andaman and Nicobar Islands', pincode: '744301', isDefault: true }),
  });
  expect(nicobar.status(), await nicobar.text()).toBe(201);
  const product = pickOne(
    testRandom(testInfo),
    (await productsOf(page, 'Mouse')).filter((each) => canBuy(each)),
  );
  const added = await page.request.post('/api/cart/addtocart', { data: { productId: product._id } });
  expect(added.ok(), await added.text()).toBeTruthy();

  await page.goto('/cart');
  await expect(page.getByTestId('delivery-date')).toHaveText("We don't deliver to 744301 yet. Choose another address.");
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText(/We don't deliver to 744301 yet\. Choose another address/).last()).toBeVisible();
  const orders = await page.request.get('/api/order/getAllOrders');
  expect(((await orders.json()) as { data: unknown[] }).data).toEqual([]);
});
