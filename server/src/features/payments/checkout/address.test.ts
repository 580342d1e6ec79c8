import { apiPaths, type Order } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, sampleAddress } from '../../../../test/addresses';
import { cartItemsOf, fillTypicalCart, initiatePayment, paymentRow, pressSandbox } from '../../../../test/checkout';
import { registerShopper, signInAdmin, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Where an order goes: checkout takes the chosen (or default) address and the order keeps it as it was.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const countOrders = async () => (await shop.db.selectFrom('orders').select('id').execute()).length;
const snapshotOf = async (orderId: string) =>
  JSON.parse(
    (await shop.db.selectFrom('orders').select('delivery_address').where('id', '=', orderId).executeTakeFirstOrThrow())
      .delivery_address!,
  );
const myOrders = async (shopper: SignedIn): Promise<Order[]> =>
  (await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers })).json().data;

/** A shopper with the typical cart and the sample address as their default. */
async function shopperWithCart() {
  const shopper = await registerShopper(shop);
  const { lines, amount } = await fillTypicalCart(shop, shopper);
  const [home] = (await shop.app.inject({ method: 'GET', url: apiPaths.address.list, headers: shopper.headers })).json().data;
  return { shopper, payload: { amount, cartItems: cartItemsOf(lines) }, home };
}

describe('the delivery address at checkout', () => {
  it('delivers to the default address when no addressId is sent (the spec’s client sends none)', async () => {
    const { shopper, payload } = await shopperWithCart();
    await addAddress(shop, shopper, { fullName: 'Not the default', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' });
    const response = await initiatePayment(shop, shopper, payload);
    expect(response.statusCode).toBe(200);
    expect(await snapshotOf(response.json().data.orderId)).toEqual(sampleAddress());
  });

  it('delivers to the address chosen by addressId', async () => {
    const { shopper, payload } = await shopperWithCart();
    const office = await addAddress(shop, shopper, {
      fullName: 'Ravi Kumar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
    });
    const response = await initiatePayment(shop, shopper, { ...payload, addressId: office._id });
    expect(response.statusCode).toBe(200);
    expect(await snapshotOf(response.json().data.orderId)).toMatchObject({
      fullName: 'Ravi Kumar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
    });
  });

  it('makes the order without an address when the shopper has none (the spec’s own client sends none)', async () => {
    const { shopper, payload, home } = await shopperWithCart();
    await shop.app.inject({ method: 'DELETE', url: apiPaths.address.remove(home._id), headers: shopper.headers });
    const response = await initiatePayment(shop, shopper, payload);
    expect(response.statusCode, response.body).toBe(200);
    const order = await shop.db
      .selectFrom('orders')
      .select(['status', 'delivery_address'])
      .where('id', '=', response.json().data.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'Payment pending', delivery_address: null });
    // The same cart again, still without an address, is the same checkout.
    expect((await initiatePayment(shop, shopper, payload)).json().data.merchantTransactionId).toBe(
      response.json().data.merchantTransactionId,
    );
  });

  it("answers 404 'Address not found' for another shopper's address or an unknown one, and makes no order", async () => {
    const { shopper, payload } = await shopperWithCart();
    const stranger = await registerShopper(shop);
    const theirs = await addAddress(shop, stranger);
    const before = await countOrders();
    for (const addressId of [theirs._id, '01890000-0000-7000-8000-000000000000']) {
      const response = await initiatePayment(shop, shopper, { ...payload, addressId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Address not found' });
    }
    expect(await countOrders()).toBe(before);
  });

  it('answers 400 naming the address id in words for a malformed one', async () => {
    const { shopper, payload } = await shopperWithCart();
    const response = await initiatePayment(shop, shopper, { ...payload, addressId: 'home' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Address id: must be a valid id');
  });

  it('hands back the same checkout for the same cart and address, and supersedes it for another address', async () => {
    const { shopper, payload, home } = await shopperWithCart();
    const first = (await initiatePayment(shop, shopper, payload)).json().data;
    const again = (await initiatePayment(shop, shopper, { ...payload, addressId: home._id })).json().data;
    expect(again.merchantTransactionId).toBe(first.merchantTransactionId);

    const office = await addAddress(shop, shopper, { fullName: 'Office', city: 'Pune', state: 'Maharashtra', pincode: '411001' });
    const elsewhere = (await initiatePayment(shop, shopper, { ...payload, addressId: office._id })).json().data;
    expect(elsewhere.merchantTransactionId).not.toBe(first.merchantTransactionId);
    expect((await paymentRow(shop, first.merchantTransactionId)).order_status).toBe('Superseded');
    expect(await snapshotOf(elsewhere.orderId)).toMatchObject({ fullName: 'Office', city: 'Pune' });
  });

  it('reads a snapshot kept in another field order as the same address, and a snapshot that differs as another', async () => {
    const { shopper, payload } = await shopperWithCart();
    const first = (await initiatePayment(shop, shopper, payload)).json().data;
    // As an older process or a hand fix might have written it: the same fields, reversed.
    const reversed = JSON.stringify(Object.fromEntries(Object.entries(await snapshotOf(first.orderId)).reverse()));
    await shop.db.updateTable('orders').set({ delivery_address: reversed }).where('id', '=', first.orderId).execute();
    expect((await initiatePayment(shop, shopper, payload)).json().data.merchantTransactionId).toBe(first.merchantTransactionId);
    const moved = JSON.stringify({ ...JSON.parse(reversed), city: 'Mysuru' });
    await shop.db.updateTable('orders').set({ delivery_address: moved }).where('id', '=', first.orderId).execute();
    const second = (await initiatePayment(shop, shopper, payload)).json().data;
    expect(second.merchantTransactionId).not.toBe(first.merchantTransactionId);
    expect(await snapshotOf(second.orderId)).toEqual(sampleAddress());
  });

  it('supersedes the checkout when its address was edited since', async () => {
    const { shopper, payload, home } = await shopperWithCart();
    const first = (await initiatePayment(shop, shopper, payload)).json().data;
    await shop.app.inject({
      method: 'PUT',
      url: apiPaths.address.update(home._id),
      headers: shopper.headers,
      payload: sampleAddress({ line1: '99, New Road' }),
    });
    const second = (await initiatePayment(shop, shopper, payload)).json().data;
    expect(second.merchantTransactionId).not.toBe(first.merchantTransactionId);
    expect((await snapshotOf(second.orderId)).line1).toBe('99, New Road');
  });

  it('supersedes the checkout for the new default when another address became the default since', async () => {
    const { shopper, payload } = await shopperWithCart();
    const first = (await initiatePayment(shop, shopper, payload)).json().data;
    await addAddress(shop, shopper, {
      fullName: 'Office',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      isDefault: true,
    });
    const second = (await initiatePayment(shop, shopper, payload)).json().data;
    expect(second.merchantTransactionId).not.toBe(first.merchantTransactionId);
    expect((await paymentRow(shop, first.merchantTransactionId)).order_status).toBe('Superseded');
    expect(await snapshotOf(second.orderId)).toMatchObject({ fullName: 'Office', city: 'Pune' });
  });

  it('supersedes the checkout with one without an address when the default address was deleted since', async () => {
    const { shopper, payload, home } = await shopperWithCart();
    const first = (await initiatePayment(shop, shopper, payload)).json().data;
    await shop.app.inject({ method: 'DELETE', url: apiPaths.address.remove(home._id), headers: shopper.headers });
    const again = await initiatePayment(shop, shopper, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.merchantTransactionId).not.toBe(first.merchantTransactionId);
    expect((await paymentRow(shop, first.merchantTransactionId)).order_status).toBe('Superseded');
    expect(
      (
        await shop.db
          .selectFrom('orders')
          .select('delivery_address')
          .where('id', '=', again.json().data.orderId)
          .executeTakeFirstOrThrow()
      ).delivery_address,
    ).toBeNull();
  });
});

describe("the order's delivery address", () => {
  it('shows on the shopper’s orders and stays as it was after the address is edited or deleted', async () => {
    const { shopper, payload, home } = await shopperWithCart();
    const { merchantTransactionId, orderId } = (await initiatePayment(shop, shopper, payload)).json().data;
    await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
    expect((await paymentRow(shop, merchantTransactionId)).order_status).toBe('Pending');

    const shown = (await myOrders(shopper)).find((order) => order._id === orderId)!;
    expect(shown.deliveryAddress).toEqual(sampleAddress());

    await shop.app.inject({
      method: 'PUT',
      url: apiPaths.address.update(home._id),
      headers: shopper.headers,
      payload: sampleAddress({ city: 'Mysuru' }),
    });
    expect((await myOrders(shopper)).find((order) => order._id === orderId)!.deliveryAddress).toEqual(sampleAddress());
    await shop.app.inject({ method: 'DELETE', url: apiPaths.address.remove(home._id), headers: shopper.headers });
    expect((await myOrders(shopper)).find((order) => order._id === orderId)!.deliveryAddress).toEqual(sampleAddress());
    expect(await snapshotOf(orderId)).toEqual(sampleAddress());
  });

  it('shows on the admin order listing', async () => {
    const { shopper, payload } = await shopperWithCart();
    const { merchantTransactionId, orderId } = (await initiatePayment(shop, shopper, payload)).json().data;
    await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
    const admin = await signInAdmin(shop);
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.orders.adminList, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const order = (response.json().data as Order[]).find((listed) => listed._id === orderId)!;
    expect(order.deliveryAddress).toEqual(sampleAddress());
    expect(order.customer?._id).toBe(shopper.user._id);
  });
});
