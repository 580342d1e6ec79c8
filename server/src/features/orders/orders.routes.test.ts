import { apiPaths, type Order } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/orders';
import { createProduct } from '../../../test/products';
import { openShopWithAdmin, registerShopper, type SignedIn } from '../../../test/shoppers';
import { type TestApp } from '../../../test/test-app';
import { paymentMethodName } from '.';

let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
});
afterAll(() => shop.close());

const get = (url: string, who?: SignedIn) => shop.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
const setStatus = (orderId: string, status: unknown, who: SignedIn | undefined = admin) =>
  shop.app.inject({
    method: 'PUT',
    url: apiPaths.orders.updateStatus(orderId),
    ...(who ? { headers: who.headers } : {}),
    payload: { status, reason: 'The shopper asked us to' } as object,
  });
const statusInDb = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe("a shopper's orders", () => {
  it('lists the caller’s orders newest first, each with its snapshot items, number, payment and state', async () => {
    const shopper = await registerShopper(shop);
    const stranger = await registerShopper(shop);
    const camera = await createProduct(shop, { name: 'Camera', price: 50000, salesPrice: 45999.99 });
    const mouse = await createProduct(shop, { name: 'Mouse', price: 999, salesPrice: 799 });
    const older = await insertOrder(shop, shopper.user._id, [{ product: camera, quantity: 1 }], {
      createdAt: at(60),
      status: 'Delivered',
    });
    const newerCreatedAt = at(5);
    const newer = await insertOrder(
      shop,
      shopper.user._id,
      [
        { product: mouse, quantity: 3 },
        { product: camera, quantity: 1, price: 40000 },
      ],
      {
        createdAt: newerCreatedAt,
        paymentMode: 'CARD',
        providerTransactionId: 'T2411221234',
      },
    );
    await insertOrder(shop, stranger.user._id, [{ product: mouse, quantity: 1 }]);

    const response = await get(apiPaths.orders.mine, shopper);
    expect(response.statusCode).toBe(200);
    const orders: Order[] = response.json().data;
    expect(orders.map((order) => order._id)).toEqual([newer.id, older.id]);
    const { items, ...rest } = orders[0]!;
    expect(rest).toEqual({
      _id: newer.id,
      orderId: newer.orderNumber,
      status: 'Pending',
      createdAt: newerCreatedAt,
      totalAmount: 42397,
      merchantTransactionId: newer.merchantTransactionId,
      paymentState: 'COMPLETED',
      paymentMethod: 'Card',
      transactionId: 'T2411221234',
      // Placed before the shop kept addresses (the test inserts it without one).
      deliveryAddress: null,
      // Inserted as it is, with no status moves: its timeline has only its placing.
      timeline: [{ kind: 'placed', at: newerCreatedAt }],
    });
    // Items carry the price snapshot (unit price in rupees), not the product's current price.
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        {
          _id: expect.any(String),
          productId: { _id: mouse._id, productName: 'Mouse', productImage: [mouse.productImage[0]] },
          quantity: 3,
          price: 799,
        },
        {
          _id: expect.any(String),
          productId: { _id: camera._id, productName: 'Camera', productImage: [camera.productImage[0]] },
          quantity: 1,
          price: 40000,
        },
      ]),
    );
    expect(orders[0]!.customer).toBeUndefined();
    expect(orders[1]).toMatchObject({
      orderId: older.orderNumber,
      status: 'Delivered',
      totalAmount: 45999.99,
      paymentMethod: 'UPI',
    });
  });

  it('includes orders whose payment is pending or failed, without a transaction id', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop);
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { status: 'Payment pending', createdAt: at(10) });
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { status: 'Payment failed', createdAt: at(1) });
    const orders: Order[] = (await get(apiPaths.orders.mine, shopper)).json().data;
    expect(orders.map((order) => [order.status, order.paymentState, order.transactionId, order.paymentMethod])).toEqual([
      ['Payment failed', 'FAILED', null, 'PhonePe'],
      ['Payment pending', 'PENDING', null, 'PhonePe'],
    ]);
  });

  it('keeps showing an item from its snapshot after the product is deleted', async () => {
    const shopper = await registerShopper(shop);
    const product = await createProduct(shop, { name: 'Discontinued speaker', salesPrice: 1234.5, price: 1500 });
    const order = await insertOrder(shop, shopper.user._id, [{ product, quantity: 2 }]);
    await shop.app.inject({ method: 'DELETE', url: apiPaths.catalog.deleteProduct(product._id), headers: admin.headers });
    const [shown] = (await get(apiPaths.orders.mine, shopper)).json().data as Order[];
    expect(shown!._id).toBe(order.id);
    expect(shown!.items[0]).toMatchObject({
      productId: { productName: 'Discontinued speaker', productImage: [product.productImage[0]] },
      quantity: 2,
      price: 1234.5,
    });
    expect(shown!.totalAmount).toBe(2469);
  });

  it('answers an empty list to a shopper without orders', async () => {
    const shopper = await registerShopper(shop);
    expect((await get(apiPaths.orders.mine, shopper)).json()).toMatchObject({ success: true, data: [] });
  });

  it('counts only the caller’s own orders', async () => {
    const shopper = await registerShopper(shop);
    const other = await registerShopper(shop);
    const product = await createProduct(shop);
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }]);
    await insertOrder(shop, shopper.user._id, [{ product, quantity: 1 }], { status: 'Payment pending' });
    await insertOrder(shop, other.user._id, [{ product, quantity: 1 }]);
    const response = await get(apiPaths.orders.myTotal, shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: 2 });
  });

  it.each([apiPaths.orders.mine, apiPaths.orders.myTotal])(
    '%s answers 401 "Please login to continue" without a session',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: true, message: 'Please login to continue' });
    },
  );
});

describe('the payment method a shopper reads', () => {
  it.each([
    ['UPI_INTENT', 'UPI'],
    ['UPI_QR', 'UPI'],
    ['UPI_COLLECT', 'UPI'],
    ['CARD', 'Card'],
    ['NET_BANKING', 'Net banking'],
    [null, 'PhonePe'],
    ['SOMETHING_NEW', 'PhonePe'],
  ])('names %s as %s', (mode, name) => {
    expect(paymentMethodName(mode)).toBe(name);
  });
});

describe('admin order list', () => {
  it('lists every shopper’s orders newest first with the customer', async () => {
    const asha = await registerShopper(shop, { username: 'Asha' });
    const product = await createProduct(shop);
    const newest = await insertOrder(shop, asha.user._id, [{ product, quantity: 1 }], {
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const response = await get(apiPaths.orders.adminList, admin);
    expect(response.statusCode).toBe(200);
    const orders: Order[] = response.json().data;
    expect(orders[0]).toMatchObject({
      _id: newest.id,
      customer: { _id: asha.user._id, username: 'Asha', email: asha.user.email },
    });
    const times = orders.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const total = await shop.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(orders).toHaveLength(Number(total.n));
  });

  it('pages with limit and offset', async () => {
    const all: Order[] = (await get(apiPaths.orders.adminList, admin)).json().data;
    const page: Order[] = (await get(`${apiPaths.orders.adminList}?limit=2&offset=1`, admin)).json().data;
    expect(page.map((order) => order._id)).toEqual(all.slice(1, 3).map((order) => order._id));
  });
});

describe('fulfilment status', () => {
  const paidOrder = async (status: Order['status'] = 'Pending') => {
    const shopper = await registerShopper(shop);
    return insertOrder(shop, shopper.user._id, [{ product: await createProduct(shop), quantity: 1 }], { status });
  };

  it('moves a paid order from Pending to Shipped to Delivered', async () => {
    const order = await paidOrder();
    const shipped = await setStatus(order.id, 'Shipped');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      success: true,
      message: 'Order status updated',
      data: { _id: order.id, status: 'Shipped', customer: expect.any(Object) },
    });
    expect(await statusInDb(order.id)).toBe('Shipped');
    expect((await setStatus(order.id, 'Delivered')).statusCode).toBe(200);
    expect(await statusInDb(order.id)).toBe('Delivered');
  });

  it.each([['Pending'], ['Shipped']] as const)(
    'cancels an order that is %s and refunds it (the sandbox refunds at once)',
    async (from) => {
      const order = await paidOrder(from);
      expect((await setStatus(order.id, 'Cancelled')).statusCode).toBe(200);
      expect(await statusInDb(order.id)).toBe('Refunded');
    },
  );

  it.each([
    ['Pending', 'Delivered'],
    ['Pending', 'Pending'],
    ['Shipped', 'Pending'],
    ['Delivered', 'Shipped'],
    ['Delivered', 'Cancelled'],
    ['Cancelled', 'Pending'],
    ['Payment pending', 'Shipped'],
    ['Payment failed', 'Pending'],
    ['Pending', 'Payment failed'],
  ] as const)('refuses to move an order from %s to %s with 422 and leaves it as it was', async (from, to) => {
    const order = await paidOrder(from);
    const response = await setStatus(order.id, to);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: true });
    expect(response.json().message).toContain(from);
    expect(await statusInDb(order.id)).toBe(from);
  });

  it('answers 400 naming status for an unknown status and 404 for an unknown order', async () => {
    const order = await paidOrder();
    const bad = await setStatus(order.id, 'Teleported');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Status: /);
    const missing = await setStatus('01890000-0000-7000-8000-000000000000', 'Shipped');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
  });
});

describe('admin calls', () => {
  const adminCalls = [
    ['GET', apiPaths.orders.overallTotal],
    ['GET', apiPaths.orders.totalAmount],
    ['GET', apiPaths.orders.topSelling],
    ['GET', apiPaths.orders.adminList],
    ['PUT', apiPaths.orders.updateStatus('01890000-0000-7000-8000-000000000000')],
  ] as const;

  it.each(adminCalls)('%s %s answers 401 without a session and 403 for a shopper', async (method, url) => {
    const shopper = await registerShopper(shop);
    const payload = method === 'PUT' ? { payload: { status: 'Shipped' } } : {};
    const anonymous = await shop.app.inject({ method, url, ...payload });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await shop.app.inject({ method, url, headers: shopper.headers, ...payload });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, message: 'Access denied. Admins only.' });
  });

  it('leaves the order untouched when a shopper tries to change its status', async () => {
    const shopper = await registerShopper(shop);
    const order = await insertOrder(shop, shopper.user._id, [{ product: await createProduct(shop), quantity: 1 }]);
    expect((await setStatus(order.id, 'Delivered', shopper)).statusCode).toBe(403);
    expect(await statusInDb(order.id)).toBe('Pending');
  });
});
