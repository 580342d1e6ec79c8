import { expect, test, type APIRequestContext } from './support/test';
import { labelledPng } from './admin/product-images';
import { ADMIN } from './admin/sign-in';
import { expectAccessible } from './support/axe';

type AdminProduct = {
  _id: string;
  productName: string;
  productPrice: number;
  salesPrice: number;
  productDescription: string;
  productBrand: string;
  productCategory: string;
};

// The admin works through the API with a bearer token, as the admin app does; the shopper's side is the browser.
async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/admin-login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

test('a guest asks to be told when a sold-out product is back; after the restock its page sells it again', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // A product of this test's own, added as the spec's form adds it (out of stock): the demo seed's sold-out
  // products are what e2e/stock.spec.ts checks at the same time, so this journey does not restock one of them.
  const productName = `Voltcart Labs Notify Lamp ${testInfo.project.name}-${Date.now().toString(36)}`;
  const added = await request.post('/api/product/addProduct', {
    headers,
    multipart: {
      productName,
      productPrice: '2499',
      salesPrice: '1999',
      productDescription: 'A desk lamp that sells out.',
      productBrand: 'Voltcart Labs',
      productCategory: 'Speakers',
      images: await labelledPng('Lamp', '#1d4ed8'),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const product = ((await added.json()) as { data: AdminProduct & { productStock: number } }).data;
  expect(product.productStock).toBe(0);

  await test.step('the guest sees it sold out and asks to be notified', async () => {
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const notify = page.getByRole('region', { name: "Notify me when it's back" });
    await expect(notify).toBeVisible();
    await expectAccessible(page, testInfo, 'sold-out product page');

    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(notify.getByRole('alert')).toHaveText('Please enter a valid email address.');
    const email = `notify-${testInfo.project.name}-${Date.now()}@example.com`;
    await notify.getByLabel('Email for the back-in-stock alert').fill(email);
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(notify.getByRole('status')).toHaveText(`Done! We'll email ${email} once when ${productName} is back in stock.`);
  });

  await test.step('the admin restocks it', async () => {
    const { _id, ...fields } = product;
    const restocked = await request.put(`/api/product/updateProduct/${_id}`, {
      headers,
      data: {
        productName: fields.productName,
        productPrice: fields.productPrice,
        salesPrice: fields.salesPrice,
        productDescription: fields.productDescription,
        productBrand: fields.productBrand,
        productCategory: fields.productCategory,
        productStock: 12,
      },
    });
    expect(restocked.status(), await restocked.text()).toBe(200);
  });

  await test.step('the page shows it in stock, buyable, with the notify control gone', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(page.getByRole('region', { name: "Notify me when it's back" })).toHaveCount(0);
  });

  // Asking now is refused: the product can be bought.
  const late = await request.post('/api/product/notify-me', { data: { productId: product._id, email: 'late@example.com' } });
  expect(late.status()).toBe(409);

  expect((await request.delete(`/api/product/deleteProduct/${product._id}`, { headers })).ok()).toBeTruthy();
});

test('the footer newsletter form asks the reader to confirm from their inbox', async ({ page }, testInfo) => {
  await page.goto('/');
  const email = `letters-${testInfo.project.name}-${Date.now()}@example.com`;
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    `Almost there! Check your inbox at ${email} and click the link to confirm.`,
  );
});

test('a newsletter confirmation link that is not valid says so', async ({ page }) => {
  await page.goto('/newsletter/confirm#token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
  await expect(page.getByText(/invalid or has already been used/)).toBeVisible();
  await expect(page).toHaveTitle('Confirm your subscription · Voltcart');
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  // A link mailed before the token moved to the fragment still opens the page.
  await page.goto('/newsletter/confirm?token=not-a-real-token-either');
  await expect(page.getByText(/invalid or has already been used/)).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
});
