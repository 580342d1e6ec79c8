import { expect, test } from './support/test';
import { expectNoSidewaysScroll } from './support/layout';
import { pickOne, testRandom } from './support/seed';
import { canBuy, cartBadge, fillCartByApi, newcomer, productsOf, registerByApi } from './support/shop';

test.use({ viewport: { width: 360, height: 740 } });

// The categories whose products cost tens of thousands of rupees and carry long names.
const BIG_TICKET = 'Refrigerator,TV,Mobiles,Camera,Processor';

test('a cart line with a wide price beside a long name fits a 360 px phone', async ({ page }, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  // An expensive product (a 6-digit price: ₹83,990.00) with a long name, picked with the seeded generator.
  const candidates = (await productsOf(page, BIG_TICKET)).filter(
    (product) => product.salesPrice >= 50_000 && product.productName.length >= 60 && canBuy(product, 3),
  );
  const product = pickOne(testRandom(testInfo), candidates);
  testInfo.annotations.push({ type: 'product', description: `${product.productName} at ₹${product.salesPrice}` });

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the product page');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('link', { name: /^Cart, / }).click();
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: product.productName })).toBeVisible();
  await expectNoSidewaysScroll(page, `the cart with ${product.productName}`);

  // Three of them: the line's total grows and an "each" price appears beneath it.
  await page.getByLabel(`Quantity of ${product.productName}`).selectOption('3');
  await expect(page.getByText('Subtotal (3 items)')).toBeVisible();
  await expectNoSidewaysScroll(page, `the cart with 3 × ${product.productName}`);
});

test('every storefront page fits a 360 px phone without sideways scrolling', async ({ page }, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  const [productId] = await fillCartByApi(page, testRandom(testInfo), 'Refrigerator', 2);
  const pages = [
    '/',
    '/categories',
    '/category/Refrigerator,TV',
    `/product/${productId}`,
    '/cart',
    '/order',
    '/profile',
    '/help',
    '/no-such-page',
  ];
  for (const address of pages) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, address);
  }
});
