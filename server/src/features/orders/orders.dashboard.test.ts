import { apiPaths, type Product } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A shop of its own: the totals are over every order in the database.
let dashboard: TestApp;
let dashboardAdmin: SignedIn;
beforeAll(async () => {
  dashboard = await createTestApp();
  dashboardAdmin = await signInAdmin(dashboard);
});
afterAll(() => dashboard.close());

describe('dashboard totals', () => {
  const adminGet = (url: string) => dashboard.app.inject({ method: 'GET', url, headers: dashboardAdmin.headers });

  it('counts and sums only orders that stayed paid, across all shoppers: cancelled and refunded ones are not sales', async () => {
    const asha = await registerShopper(dashboard);
    const ravi = await registerShopper(dashboard);
    const product = await createProduct(dashboard, { salesPrice: 100.25, price: 120 });
    await insertOrder(dashboard, asha.user._id, [{ product, quantity: 2 }], { status: 'Pending' });
    await insertOrder(dashboard, ravi.user._id, [{ product, quantity: 1 }], { status: 'Delivered' });
    await insertOrder(dashboard, ravi.user._id, [{ product, quantity: 1 }], { status: 'Shipped' });
    await insertOrder(dashboard, ravi.user._id, [{ product, quantity: 1 }], { status: 'Cancelled' });
    await insertOrder(dashboard, ravi.user._id, [{ product, quantity: 3 }], { status: 'Refunded' });
    await insertOrder(dashboard, ravi.user._id, [{ product, quantity: 3 }], { status: 'Refund pending' });
    await insertOrder(dashboard, asha.user._id, [{ product, quantity: 3 }], { status: 'Refund failed' });
    await insertOrder(dashboard, asha.user._id, [{ product, quantity: 3 }], { status: 'Superseded', paymentState: 'COMPLETED' });
    await insertOrder(dashboard, asha.user._id, [{ product, quantity: 5 }], { status: 'Payment pending' });
    await insertOrder(dashboard, asha.user._id, [{ product, quantity: 7 }], { status: 'Payment failed' });

    const count = await adminGet(apiPaths.orders.overallTotal);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toMatchObject({ success: true, data: 3 });
    const amount = await adminGet(apiPaths.orders.totalAmount);
    expect(amount.statusCode).toBe(200);
    expect(amount.json()).toMatchObject({ success: true, data: 401 });
  });

  it('ranks top sellers by quantity sold in orders that stayed paid, leaving out deleted products, at most 10', async () => {
    const shopper = await registerShopper(dashboard);
    const products: Product[] = [];
    for (let i = 0; i < 13; i += 1) products.push(await createProduct(dashboard, { name: `Seller ${i}` }));
    const [tv, watch, speaker, gone, unpaidOnly] = products as [Product, Product, Product, Product, Product];
    await insertOrder(dashboard, shopper.user._id, [
      { product: tv, quantity: 3 },
      { product: watch, quantity: 1 },
    ]);
    await insertOrder(
      dashboard,
      shopper.user._id,
      [
        { product: tv, quantity: 4 },
        { product: speaker, quantity: 6 },
      ],
      { status: 'Delivered' },
    );
    await insertOrder(dashboard, shopper.user._id, [{ product: watch, quantity: 9 }], { status: 'Payment failed' });
    await insertOrder(dashboard, shopper.user._id, [{ product: unpaidOnly, quantity: 50 }], { status: 'Payment pending' });
    await insertOrder(dashboard, shopper.user._id, [{ product: unpaidOnly, quantity: 30 }], { status: 'Refunded' });
    await insertOrder(dashboard, shopper.user._id, [{ product: watch, quantity: 20 }], { status: 'Cancelled' });
    await insertOrder(dashboard, shopper.user._id, [{ product: gone, quantity: 40 }]);
    for (const product of products.slice(5)) await insertOrder(dashboard, shopper.user._id, [{ product, quantity: 1 }]);
    await dashboard.app.inject({
      method: 'DELETE',
      url: apiPaths.catalog.deleteProduct(gone._id),
      headers: dashboardAdmin.headers,
    });

    const response = await adminGet(apiPaths.orders.topSelling);
    expect(response.statusCode).toBe(200);
    const top = response.json().data as { _id: string; totalQuantity: number; productDetails: unknown[] }[];
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((entry) => [entry._id, entry.totalQuantity])).toEqual([
      [tv._id, 7],
      [speaker._id, 6],
      // The previous test's product: 2 + 1 + 1 units in orders that stayed paid (cancelled and refunded ones are not sales).
      [expect.any(String), 4],
    ]);
    expect(top[0]!.productDetails).toEqual([tv]);
    const ids = top.map((entry) => entry._id);
    expect(ids).not.toContain(gone._id);
    expect(ids).not.toContain(unpaidOnly._id);
    expect(top.find((entry) => entry._id === watch._id)?.totalQuantity).toBe(1);
    expect(top.map((entry) => entry.totalQuantity)).toEqual([...top.map((entry) => entry.totalQuantity)].sort((a, b) => b - a));
  });
});
