import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { pickOne, testRandom } from './support/seed';
import { canBuy, expectToast, newcomer, recordToasts, registerByApi, type ListedProduct } from './support/shop';

type CatalogueProduct = ListedProduct & { productCategory: string };

test('a shopper adds an address, pays, sees where it goes, downloads the invoice, cancels and sees it refunded; a sold-out product cannot be added', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const random = testRandom(testInfo);
  const shopper = newcomer(testInfo);
  await recordToasts(page);
  await page.goto('/');
  await registerByApi(page, shopper);
  const catalogue = (
    (await (await page.request.post('/api/product/getProduct', { data: {} })).json()) as { data: CatalogueProduct[] }
  ).data;

  await test.step('a sold-out product says so and its page cannot add it', async () => {
    const soldOut = pickOne(
      random,
      catalogue.filter((product) => product.productStock === 0),
    );
    await page.goto(`/product/${soldOut._id}`);
    await expect(page.getByRole('heading', { level: 1, name: soldOut.productName })).toBeVisible();
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  const product = pickOne(
    random,
    catalogue.filter((item) => canBuy(item)),
  );
  await test.step('an in-stock product goes into the cart from its page', async () => {
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product added to cart!');
  });

  await test.step('the cart asks for a delivery address and takes one inline', async () => {
    await page.goto('/cart');
    await expect(page.getByText('Add a delivery address to pay.')).toBeVisible();
    await page.getByRole('region', { name: 'Deliver to' }).getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Full name').fill('Rohan Deshpande');
    await form.getByLabel('Mobile number').fill('9822012345');
    await form.getByLabel('Address line 1').fill('Flat 7, Shanti Niketan, FC Road');
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('State').selectOption('Maharashtra');
    await form.getByLabel('PIN code').fill('411004');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('delivery-address')).toContainText('Pune, Maharashtra 411004');
  });

  const total = (await page.getByTestId('cart-total').textContent())!;
  await test.step('pay in the sandbox', async () => {
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
  });

  await page.goto('/order');
  const order = page.getByRole('article').first();
  await test.step('the order shows the address it goes to', async () => {
    await expect(order.getByText('Pending', { exact: true })).toBeVisible();
    const delivery = order.getByRole('group', { name: 'Delivery address' });
    await expect(delivery).toContainText('Rohan Deshpande');
    await expect(delivery).toContainText('Pune, Maharashtra 411004');
  });

  await test.step('its GST tax invoice downloads, billed to that address (IGST: another state than the seller)', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('link', { name: /Download invoice/ }).click(),
    ]);
    const bytes = await readFile(await download.path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const invoice = text.replace(/\s+/g, ' ');
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toMatch(/VC\/\d{4}-\d{2}\/\d{6}/);
    expect(invoice).toContain('Rohan Deshpande');
    expect(invoice).toContain('Maharashtra');
    expect(invoice).toContain('IGST');
  });

  await test.step('cancel before it ships, after a confirm, and see it refunded', async () => {
    await order.getByRole('button', { name: 'Cancel order' }).click();
    await expect(order.getByRole('alertdialog').getByRole('button', { name: 'Keep order' })).toBeFocused();
    await order.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(order.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(order.getByText(`${total} refunded to your original payment method.`)).toBeVisible();
    await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first().getByText('Refunded', { exact: true })).toBeVisible();
  });
});
