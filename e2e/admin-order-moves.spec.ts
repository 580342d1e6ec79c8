import { expect, test } from './support/test';
import { buyInSandbox } from './admin/paid-order';
import { readShopDatabase } from './admin/shop-database';
import { signInAsAdmin } from './admin/sign-in';
import { testRandom } from './support/seed';
import { newcomer, registerByApi } from './support/shop';

/** The order's status and the admin's reason, as the shop's database holds them. */
const orderRow = (orderNumber: string) =>
  readShopDatabase(
    (db) =>
      db.prepare('SELECT status, cancel_reason FROM orders WHERE order_number = ?').get(orderNumber) as
        { status: string; cancel_reason: string | null } | undefined,
  );

test('an admin refunds a paid order only after a question that names the amount and the shopper, with a reason', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const shopperContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const shopperPage = await shopperContext.newPage();
  const shopper = newcomer(testInfo);
  await registerByApi(shopperPage, shopper);
  const orderNumber = await buyInSandbox(shopperPage, testRandom(testInfo), 'Camera');
  const shopperOrders = (await (await shopperPage.request.get('/api/order/getAllOrders')).json()) as {
    data: { orderId: string; totalAmount: number }[];
  };
  const total = shopperOrders.data.find((order) => order.orderId === orderNumber)!.totalAmount;
  const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(total);
  await shopperContext.close();

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(row).toContainText('Paid');
  const question = `Refund ${amount} to ${shopper.username}?`;

  await test.step('the question comes first, and keeping the order changes nothing', async () => {
    await row.getByRole('button', { name: `Cancel and refund order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await expect(dialog).toBeHidden();
    expect(orderRow(orderNumber)).toEqual({ status: 'Pending', cancel_reason: null });
  });

  await test.step('without a reason it asks for one; with it the order is cancelled and refunded', async () => {
    await row.getByRole('button', { name: `Cancel and refund order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: question });
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(dialog.getByText('Say why the order is cancelled')).toBeVisible();
    await expect(dialog.getByLabel('Reason for cancelling')).toBeFocused();
    await dialog.getByLabel('Reason for cancelling').fill('The courier cannot reach this PIN code');
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Cancelled because: The courier cannot reach this PIN code');
    await expect(row.getByRole('group', { name: `Moves of order ${orderNumber}` })).toHaveCount(0);
    await expect
      .poll(() => orderRow(orderNumber))
      .toEqual({ status: 'Refunded', cancel_reason: 'The courier cannot reach this PIN code' });
  });
});
