import { expect, type Page } from '@playwright/test';
import type { Random } from '../support/seed';
import { ensureAddressByApi, fillCartByApi } from '../support/shop';

type Envelope<T> = { success: boolean; message: string; data: T };

/**
 * The signed-in shopper on `page` buys one product of the category (a seeded random pick) as a shopper would: cart, payment start, the sandbox's pay
 * page, Pay (to a delivery address given through the API when the shopper has none). Answers the order's number (what admins and the shopper's Your Orders show).
 */
export async function buyInSandbox(
  page: Page,
  random: Random,
  category: string,
  /** `false`: pay as the spec's own client does on a new account, with no address saved (the order then awaits one). */
  { withAddress = true } = {},
): Promise<string> {
  await fillCartByApi(page, random, category, 1);
  if (withAddress) await ensureAddressByApi(page);
  const cart = (await (await page.request.get('/api/cart/view-cart-product')).json()) as Envelope<
    { productId: { _id: string; salesPrice: number }; quantity: number }[]
  >;
  const amount = Math.round(cart.data.reduce((sum, line) => sum + line.productId.salesPrice * line.quantity, 0) * 100) / 100;
  const started = await page.request.post('/api/payment/initiate', {
    data: { amount, cartItems: cart.data.map((line) => ({ productId: line.productId._id, quantity: line.quantity })) },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { redirectUrl, data } = (await started.json()) as Envelope<{ orderId: string }> & { redirectUrl: string };

  await page.goto(redirectUrl);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success$/);

  const mine = (await (await page.request.get('/api/order/getAllOrders')).json()) as Envelope<
    { _id: string; orderId: string; status: string }[]
  >;
  const order = mine.data.find((item) => item._id === data.orderId);
  expect(order?.status).toBe(withAddress ? 'Pending' : 'Awaiting address');
  return order!.orderId;
}
