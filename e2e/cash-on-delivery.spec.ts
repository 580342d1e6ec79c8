import { formatRupees } from '@voltcart/contract';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin/sign-in';
import { waitForMail } from './support/mailbox';
import { testRandom } from './support/seed';
import { ensureAddressByApi, fillCartByApi, newcomer, registerByApi, rupees } from './support/shop';
import { expect, test } from './support/test';

/** A dashboard card's figure, once loaded ("Total Revenue" → 12345.5). */
async function dashboardFigure(admin: Page, label: string): Promise<number> {
  const card = admin
    .locator('dl > div')
    .filter({ has: admin.locator('dt', { hasText: label }) })
    .locator('dd');
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return rupees((await card.textContent()) ?? '');
}

async function openDashboard(admin: Page) {
  await admin.getByRole('tab', { name: 'Dashboard' }).click();
  return { orders: await dashboardFigure(admin, 'Total Orders'), revenue: await dashboardFigure(admin, 'Total Revenue') };
}

test('a shopper places a cash-on-delivery order from the cart and confirms it with the emailed code; an admin ships it, records the cash collected and the dashboard counts it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = newcomer(testInfo);
  await registerByApi(page, shopper);
  await fillCartByApi(page, testRandom(testInfo), 'Mouse', 1);
  await ensureAddressByApi(page);

  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const before = await openDashboard(admin);

  let totalText = '';
  await test.step('the cart offers cash on delivery; choosing it adds the fee line to the total', async () => {
    await page.goto('/cart');
    const total = page.getByTestId('cart-total');
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
    const subtotal = rupees((await total.textContent()) ?? '');
    const payment = page.getByRole('group', { name: 'Payment' });
    await expect(payment.getByRole('radio', { name: /Pay online \(PhonePe\)/ })).toBeChecked();
    const cod = payment.getByRole('radio', { name: /Cash on delivery/ });
    await expect(cod).toHaveAccessibleDescription('Pay in cash when it arrives. Fee ₹49.00.');
    // Keyboard: the arrow moves the choice within the group.
    await payment.getByRole('radio', { name: /Pay online/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(cod).toBeChecked();
    await expect(page.getByTestId('cart-cod-fee')).toHaveText('₹49.00');
    totalText = formatRupees(Math.round((subtotal + 49) * 100) / 100);
    await expect(total).toHaveText(totalText);
  });

  await test.step('placing it lands on the order-placed page, which takes the code from the email', async () => {
    await page.getByRole('button', { name: `Place order ${totalText}` }).click();
    await expect(page).toHaveURL(/\/order\/placed\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
    await expect(page.getByText(`Cash to pay on delivery:${totalText}`)).toBeVisible();
    const mail = await waitForMail({ to: shopper.email, subject: /^Your code for order/ });
    const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeDefined();
    const field = page.getByLabel('6-digit code');
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(field).toHaveAccessibleDescription('That code is not right. 4 tries left.');
    await expect(field).toBeFocused();
    await field.fill(code!);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your order is confirmed (Pending)' })).toBeVisible();
  });

  let orderNumber = '';
  await test.step('the orders page shows it as cash on delivery, with the cash to pay', async () => {
    await page.goto('/order');
    const order = page.getByRole('article').first();
    await expect(order).toContainText('Payment method:Cash on delivery');
    await expect(order.getByTestId('order-cash')).toHaveText(`Cash to pay on delivery:${totalText}`);
    await expect(order).toContainText('Pending');
    orderNumber = ((await order.getByText(/^#/).first().textContent()) ?? '').replace('#', '').trim();
    expect(orderNumber).not.toBe('');
  });

  await test.step('the admin ships it and marks it delivered with the cash collected; the dashboard counts it then', async () => {
    await admin.getByRole('tab', { name: 'Orders' }).click();
    const row = admin.getByRole('listitem', { name: `Order ${orderNumber}` });
    await expect(row).toContainText('Cash to collect');
    await row.getByRole('button', { name: `Ship order ${orderNumber}` }).click();
    const ship = admin.getByRole('dialog', { name: `Ship order #${orderNumber}` });
    await ship.getByLabel('AWB number').fill(`${Date.now()}`.slice(-13).padStart(13, '1'));
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await expect(row.getByRole('button', { name: `Mark delivered, cash collected order ${orderNumber}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Returned to origin order ${orderNumber}` })).toBeVisible();
    await row.getByRole('button', { name: `Mark delivered, cash collected order ${orderNumber}` }).click();
    await expect(row).toContainText('Cash collected');
    await expect(row).toContainText('Delivered');
    const after = await openDashboard(admin);
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    expect(after.revenue).toBeGreaterThanOrEqual(before.revenue + rupees(totalText) - 0.005);
  });

  await page.goto('/order');
  await expect(page.getByRole('article').first().getByTestId('order-cash')).toHaveText(`Cash collected:${totalText}`);
  await adminContext.close();
});

test('the emailed link confirms the order: a visitor not signed in signs in first and comes back to it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = newcomer(testInfo);
  await registerByApi(page, shopper);
  await fillCartByApi(page, testRandom(testInfo), 'Mouse', 1);
  await ensureAddressByApi(page);
  const summary = (await (await page.request.get('/api/cart/summary')).json()).data as { total: number; codFee: number };
  const cart = (await (await page.request.get('/api/cart/view-cart-product')).json()).data as {
    productId: { _id: string };
    quantity: number;
  }[];
  const placed = await page.request.post('/api/payment/initiate', {
    data: {
      amount: Math.round((summary.total + summary.codFee) * 100) / 100,
      cartItems: cart.map((line) => ({ productId: line.productId._id, quantity: line.quantity })),
      paymentMethod: 'cod',
    },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();

  const mail = await waitForMail({ to: shopper.email, subject: /^Your code for order/ });
  const link = mail.links.find((each) => each.includes('/order/confirm#token='));
  expect(link, mail.text).toBeDefined();

  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const visitor = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const tab = await visitor.newPage();
  await tab.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect(tab).toHaveURL(/\/login$/);
  await expect(tab.getByText('Sign in to confirm your cash-on-delivery order.')).toBeVisible();
  await tab.getByLabel('Email', { exact: true }).fill(shopper.email);
  await tab.getByLabel('Password', { exact: true }).fill(shopper.password);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(tab).toHaveURL(/\/order\/confirm$/);
  await tab.goto('/order');
  await expect(tab.getByRole('article').first()).toContainText('Pending');
  await visitor.close();
});
