import { expect, test } from './support/test';
import { pickOne, testRandom } from './support/seed';
import { CATEGORIES } from '@voltcart/contract';
import { cartBadge, newcomer, productsOf, registerByApi, type ListedProduct } from './support/shop';

const CATEGORY_NAMES = CATEGORIES.map((category) => category.name);

type CatalogueProduct = ListedProduct & { productCategory: string };

test('a product that is out of stock says so and cannot be added, on its card and its page', async ({ page }, testInfo) => {
  await registerByApi(page, newcomer(testInfo));
  // The demo seed sells a few products out on purpose; one of them, picked with the seeded generator.
  const catalogue = await page.request.post('/api/product/getProduct', { data: {} });
  expect(catalogue.ok(), await catalogue.text()).toBeTruthy();
  // A sold-out variant of a group has no card of its own (its group's card is a variant in stock).
  const cards = new Set((await productsOf(page, CATEGORY_NAMES.join(','))).map((card) => card._id));
  const soldOut = ((await catalogue.json()) as { data: CatalogueProduct[] }).data.filter(
    (product) => product.productStock === 0 && cards.has(product._id),
  );
  expect(soldOut.length, 'the demo shop has products out of stock').toBeGreaterThan(0);
  const product = pickOne(testRandom(testInfo), soldOut);
  testInfo.annotations.push({ type: 'product', description: product.productName });

  // Its card on the category page.
  await page.goto(`/category/${encodeURIComponent(product.productCategory)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.productName, exact: true }) });
  await expect(card.getByText('Out of stock', { exact: true }).first()).toBeVisible();
  const add = card.getByRole('button', { name: `Add ${product.productName} to cart` });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Out of stock');

  // Its own page.
  await card.getByRole('link', { name: product.productName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  for (const name of ['Add to Cart', 'Buy Now']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('button', { name })).toHaveAccessibleDescription('Out of stock');
  }

  // The server refuses it too, and the cart stays empty.
  const added = await page.request.post('/api/cart/addtocart', { data: { productId: product._id } });
  expect(added.status()).toBe(409);
  expect(((await added.json()) as { message: string }).message).toBe(`${product.productName} is out of stock`);
  await page.reload();
  await expect(cartBadge(page)).toHaveText('0');
});
