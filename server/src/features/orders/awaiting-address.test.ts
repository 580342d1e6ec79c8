import { apiPaths, type Order } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, sampleAddress } from '../../../test/addresses';
import { fillTypicalCart, cartItemsOf, initiatePayment, paymentRow, pressSandbox } from '../../../test/checkout';
import { invoiceNumberOf } from '../../../test/invoices';
import { registerShopper, signInAdmin, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The spec's own client pays without sending an address, and a new account has none saved: the order is paid as ever
// and waits for its delivery address, which the shopper gives afterwards.

let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestApp();
  admin = await signInAdmin(shop);
});
afterAll(() => shop.close());

const orderRow = (orderId: string) =>
  shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const mailKindsTo = async (email: string) =>
  (await shop.db.selectFrom('mail_outbox').select('kind').where('recipient', '=', email).orderBy('created_at').execute()).map(
    (row) => row.kind,
  );
const giveAddress = (who: SignedIn, orderId: string, addressId: string) =>
  shop.app.inject({
    method: 'PUT',
    url: apiPaths.orders.deliveryAddress(orderId),
    headers: who.headers,
    payload: { addressId },
  });

/** A new shopper with no saved address who pays for the typical cart, as the spec's client does (no addressId). */
async function paidWithoutAddress() {
  const shopper = await registerShopper(shop);
  const { lines, amount } = await fillTypicalCart(shop, shopper);
  // fillCart saves an address for the checkout: this shopper has none, as a new account of the spec's client.
  const saved = (await shop.app.inject({ method: 'GET', url: apiPaths.address.list, headers: shopper.headers })).json().data;
  for (const address of saved as { _id: string }[])
    await shop.app.inject({ method: 'DELETE', url: apiPaths.address.remove(address._id), headers: shopper.headers });
  const started = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
  expect(started.statusCode, started.body).toBe(200);
  const { merchantTransactionId, orderId } = started.json().data;
  await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
  return { shopper, orderId, merchantTransactionId };
}

describe('a checkout without a delivery address', () => {
  it('is paid and waits as Awaiting address, with no invoice yet, and the shopper is asked for the address', async () => {
    const { shopper, orderId, merchantTransactionId } = await paidWithoutAddress();
    expect((await paymentRow(shop, merchantTransactionId)).state).toBe('COMPLETED');
    expect(await orderRow(orderId)).toMatchObject({ status: 'Awaiting address', delivery_address: null, invoice_number: null });
    expect(await mailKindsTo(shopper.user.email)).toContain('order-awaiting-address');
    expect(await mailKindsTo(shopper.user.email)).not.toContain('order-confirmation');
    const mine = (await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers })).json()
      .data as Order[];
    expect(mine.find((order) => order._id === orderId)).toMatchObject({ status: 'Awaiting address', deliveryAddress: null });
  });

  it('cannot ship until the address is given', async () => {
    const { orderId } = await paidWithoutAddress();
    const ship = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.orders.updateStatus(orderId),
      headers: admin.headers,
      payload: { status: 'Shipped' },
    });
    expect(ship.statusCode).toBe(422);
    expect(ship.json().message).toBe('status: this order cannot ship until the shopper gives a delivery address');
    expect((await orderRow(orderId)).status).toBe('Awaiting address');
  });

  it('takes the address the shopper gives: it awaits shipment, its invoice is issued and the confirmation is queued', async () => {
    const { shopper, orderId } = await paidWithoutAddress();
    const home = await addAddress(shop, shopper);
    const given = await giveAddress(shopper, orderId, home._id);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data).toMatchObject({ status: 'Pending', deliveryAddress: sampleAddress() });
    const row = await orderRow(orderId);
    expect(row.status).toBe('Pending');
    expect(JSON.parse(row.delivery_address!)).toEqual(sampleAddress());
    expect(await invoiceNumberOf(shop, orderId)).toMatch(/^VC\/\d{4}-\d{2}\/\d{6}$/);
    expect(await mailKindsTo(shopper.user.email)).toContain('order-confirmation');

    // Once given, it is given: a second address is refused and changes nothing.
    const office = await addAddress(shop, shopper, { fullName: 'Office', city: 'Pune', state: 'Maharashtra', pincode: '411001' });
    const again = await giveAddress(shopper, orderId, office._id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This order already has its delivery address.');
    expect(JSON.parse((await orderRow(orderId)).delivery_address!)).toEqual(sampleAddress());

    const shipped = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.orders.updateStatus(orderId),
      headers: admin.headers,
      payload: { status: 'Shipped' },
    });
    expect(shipped.statusCode).toBe(200);
  });

  it("answers 404 for another shopper's order or address, and needs a session", async () => {
    const { shopper, orderId } = await paidWithoutAddress();
    const stranger = await registerShopper(shop);
    const theirs = await addAddress(shop, stranger);
    expect((await giveAddress(stranger, orderId, theirs._id)).statusCode).toBe(404);
    expect((await giveAddress(shopper, orderId, theirs._id)).statusCode).toBe(404);
    const signedOut = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.orders.deliveryAddress(orderId),
      payload: { addressId: theirs._id },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Awaiting address', delivery_address: null });
  });

  it('can be cancelled by its shopper, who is refunded', async () => {
    const { shopper, orderId } = await paidWithoutAddress();
    const cancelled = await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: shopper.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(['Refund pending', 'Refunded']).toContain((await orderRow(orderId)).status);
  });
});
