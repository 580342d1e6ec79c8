import { expect, test } from '@playwright/test';
import { testRandom } from './support/seed';
import { expectToast, fillCartByApi, newcomer, recordToasts, registerByApi } from './support/shop';

test('a shopper pays in the sandbox, cancels the order before it ships and sees it refunded', async ({ page }, testInfo) => {
  const shopper = newcomer(testInfo);
  await recordToasts(page);
  await page.goto('/');
  await registerByApi(page, shopper);
  await fillCartByApi(page, testRandom(testInfo), 'Mouse', 1);

  // Pay in the sandbox.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const total = (await page.getByTestId('cart-total').textContent())!;
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success$/);

  // Your Orders: paid, and cancellable until it ships.
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  const order = page.getByRole('article').first();
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();
  await expect(order.getByText('Paid — we are packing it; you can cancel until it ships')).toBeVisible();

  // Asked first; Keep order (the focused choice) changes nothing.
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = order.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();

  await order.getByRole('button', { name: 'Cancel order' }).click();
  await order.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expectToast(page, `Order ${(await order.getByRole('heading').textContent())!.replace(/^Order #/, '').trim()} cancelled`);
  await expect(order.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(order.getByText(`${total} refunded to your original payment method.`)).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Still so after a reload: the refund is the server's.
  await page.reload();
  await expect(page.getByRole('article').first().getByText('Refunded', { exact: true })).toBeVisible();
});
