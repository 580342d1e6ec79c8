import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { registerShopper, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { cartItemsOf, fillTypicalCart, initiatePayment, paymentRow, type CartFill } from '../../../../test/checkout';
import { sandboxPaths } from '../providers/sandbox-paths';

// Initiate reads the session with the cart, and a checkout to hand back with its payment: these cover both reads.
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const ordersOf = async (userId: string) =>
  shop.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', userId).execute();

async function checkout(shopper: SignedIn, lines: CartFill, amount: number) {
  const response = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { merchantTransactionId: string; orderId: string; redirectUrl: string };
}

describe('checking out again', () => {
  it('refuses a signed-out session with a full cart, and writes no order', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    expect((await shop.app.inject({ method: 'POST', url: apiPaths.auth.logout, headers: shopper.headers })).statusCode).toBe(200);
    const response = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Please login to continue' });
    expect(await ordersOf(shopper.user._id)).toEqual([]);
  });

  it('refuses the session of an account disabled while signed in, and writes no order', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    await shop.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', shopper.user._id)
      .execute();
    expect((await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) })).statusCode).toBe(401);
    expect(await ordersOf(shopper.user._id)).toEqual([]);
  });

  it('starts a new checkout, not the failed one, when the same cart checks out after its payment failed', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const first = await checkout(shopper, lines, amount);
    expect(
      (await shop.app.inject({ method: 'POST', url: sandboxPaths.fail(first.merchantTransactionId), headers: shopper.headers }))
        .statusCode,
    ).toBe(303);
    const second = await checkout(shopper, lines, amount);
    expect(second.merchantTransactionId).not.toBe(first.merchantTransactionId);
    expect(second.orderId).not.toBe(first.orderId);
    expect(await paymentRow(shop, second.merchantTransactionId)).toMatchObject({
      state: 'PENDING',
      order_status: 'Payment pending',
    });
    expect(await paymentRow(shop, first.merchantTransactionId)).toMatchObject({
      state: 'FAILED',
      order_status: 'Payment failed',
    });
  });
});
