import type { OrderStatus } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressIn } from '../../../test/invoices';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { markOrderPaid, markOrderPaymentFailed } from '.';

let shop: TestApp;
let shopper: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  shopper = await registerShopper(shop);
});
afterAll(() => shop.close());

async function orderIn(status: OrderStatus, { withAddress = true } = {}) {
  const product = await createProduct(shop);
  return (
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], {
      status,
      ...(withAddress ? { deliveryAddress: addressIn('Karnataka') } : {}),
    })
  ).id;
}
const statusOf = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

describe('what a payment may do to its order', () => {
  it('a completed payment moves an order awaiting it to Pending, once', async () => {
    const orderId = await orderIn('Payment pending');
    expect(await markOrderPaid(shop.db, orderId, shop.config)).toBe(true);
    expect(await statusOf(orderId)).toBe('Pending');
    expect(await markOrderPaid(shop.db, orderId, shop.config)).toBe(false);
  });

  it('a completed payment of an order made without a delivery address moves it to Awaiting address', async () => {
    const orderId = await orderIn('Payment pending', { withAddress: false });
    expect(await markOrderPaid(shop.db, orderId, shop.config)).toBe(true);
    expect(await statusOf(orderId)).toBe('Awaiting address');
  });

  it('a failed payment marks an order awaiting it failed', async () => {
    const orderId = await orderIn('Payment pending');
    expect(await markOrderPaymentFailed(shop.db, orderId)).toBe(true);
    expect(await statusOf(orderId)).toBe('Payment failed');
  });

  it('a late payment outcome leaves an order the admin has moved on alone', async () => {
    const orderId = await orderIn('Shipped');
    expect(await markOrderPaymentFailed(shop.db, orderId)).toBe(false);
    expect(await markOrderPaid(shop.db, orderId, shop.config)).toBe(false);
    expect(await statusOf(orderId)).toBe('Shipped');
  });
});
