import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemsOf, fillTypicalCart, initiatePayment, paymentRow, paymentStatus, pressSandbox } from '../../../test/checkout';
import { openShopWithAdmin, registerShopper, type SignedIn } from '../../../test/shoppers';
import { type TestApp } from '../../../test/test-app';

// The sandbox provider: a refund completes at once, so a cancelled paid order reads Refunded straight away.
let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  ({ shop, admin } = await openShopWithAdmin());
});
afterAll(() => shop.close());

/** A shopper who paid the typical ₹27,998.00 cart with the sandbox: their order is 'Pending' (awaiting shipment). */
async function paidOrder(): Promise<{ shopper: SignedIn; orderId: string; merchantTransactionId: string }> {
  const { shopper, orderId, merchantTransactionId } = await unpaidOrder();
  expect((await pressSandbox(shop, shopper, merchantTransactionId, 'complete')).statusCode).toBe(303);
  expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Pending' });
  return { shopper, orderId, merchantTransactionId };
}

async function unpaidOrder(): Promise<{ shopper: SignedIn; orderId: string; merchantTransactionId: string }> {
  const shopper = await registerShopper(shop);
  const { lines, amount } = await fillTypicalCart(shop, shopper);
  const response = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
  expect(response.statusCode, response.body).toBe(200);
  return { shopper, ...response.json().data };
}

const cancel = (who: SignedIn, orderId: string) =>
  shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: who.headers });
const setStatus = (orderId: string, status: string) =>
  shop.app.inject({
    method: 'PUT',
    url: apiPaths.orders.updateStatus(orderId),
    headers: admin.headers,
    payload: { status, reason: 'The shopper asked us to' },
  });
const orderRow = (orderId: string) =>
  shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const refundRows = (orderId: string) => shop.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
const myOrder = async (shopper: SignedIn, orderId: string) =>
  (
    (await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers })).json().data as {
      _id: string;
    }[]
  ).find((order) => order._id === orderId);

describe('a shopper cancels their order', () => {
  it('cancels their own paid order before it ships and gets the whole amount back through the sandbox', async () => {
    const { shopper, orderId, merchantTransactionId } = await paidOrder();
    const response = await cancel(shopper, orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Order cancelled',
      data: { _id: orderId, status: 'Refunded', refund: { state: 'COMPLETED', amount: 27998 } },
    });
    const [refund] = await refundRows(orderId);
    expect(refund).toMatchObject({
      state: 'COMPLETED',
      amount_paise: 2_799_800,
      provider: 'sandbox',
      provider_refund_id: expect.stringMatching(/^SBXR/),
    });
    const sandboxSide = await shop.db
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('merchant_refund_id', '=', refund!.merchant_refund_id)
      .execute();
    expect(sandboxSide).toMatchObject([
      { merchant_transaction_id: merchantTransactionId, amount_paise: 2_799_800, state: 'COMPLETED' },
    ]);
    expect(await myOrder(shopper, orderId)).toMatchObject({ status: 'Refunded', refund: { state: 'COMPLETED', amount: 27998 } });
  });

  it("answers 404 for another shopper's order and changes nothing", async () => {
    const { orderId } = await paidOrder();
    const stranger = await registerShopper(shop);
    const response = await cancel(stranger, orderId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Order not found' });
    expect((await orderRow(orderId)).status).toBe('Pending');
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('refuses with 422 once the order has shipped, saying why', async () => {
    const { shopper, orderId } = await paidOrder();
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    const response = await cancel(shopper, orderId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'This order has already shipped, so it can no longer be cancelled.',
    });
    expect((await orderRow(orderId)).status).toBe('Shipped');
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('refuses an unpaid checkout and a second cancel with 422', async () => {
    const unpaid = await unpaidOrder();
    expect((await cancel(unpaid.shopper, unpaid.orderId)).json()).toMatchObject({
      message: 'This order was not paid, so there is nothing to cancel.',
    });
    const { shopper, orderId } = await paidOrder();
    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    const again = await cancel(shopper, orderId);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'This order is already cancelled.' });
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('needs a signed-in shopper', async () => {
    const { orderId } = await paidOrder();
    expect((await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId) })).statusCode).toBe(401);
  });
});

describe('an admin cancels an order with the status call', () => {
  it('cancels a paid order awaiting shipment and refunds it', async () => {
    const { shopper, orderId } = await paidOrder();
    const response = await setStatus(orderId, 'Cancelled');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'Refunded',
      refund: { state: 'COMPLETED', amount: 27998 },
      customer: { _id: shopper.user._id },
      cancelReason: 'The shopper asked us to',
    });
    expect(await orderRow(orderId)).toMatchObject({ cancel_reason: 'The shopper asked us to' });
    // The shopper's own listing does not carry the admin's note.
    expect(await myOrder(shopper, orderId)).not.toHaveProperty('cancelReason');
  });

  it('refuses to cancel without a reason, and moves nothing', async () => {
    const { orderId } = await paidOrder();
    for (const reason of [undefined, '   ']) {
      const response = await shop.app.inject({
        method: 'PUT',
        url: apiPaths.orders.updateStatus(orderId),
        headers: admin.headers,
        payload: { status: 'Cancelled', ...(reason === undefined ? {} : { reason }) },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe('Give the reason for cancelling the order (the shopper is refunded).');
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending', cancel_reason: null });
    expect(await refundRows(orderId)).toHaveLength(0);
  });

  it('cancels a shipped order and refunds it', async () => {
    const { orderId } = await paidOrder();
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    expect((await setStatus(orderId, 'Cancelled')).json().data).toMatchObject({ status: 'Refunded' });
    expect(await refundRows(orderId)).toMatchObject([{ state: 'COMPLETED', amount_paise: 2_799_800 }]);
  });

  it('refuses to cancel a delivered order', async () => {
    const { orderId } = await paidOrder();
    await setStatus(orderId, 'Shipped');
    await setStatus(orderId, 'Delivered');
    const response = await setStatus(orderId, 'Cancelled');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('status: an order that is Delivered cannot be cancelled');
  });

  it('closes a checkout awaiting payment: it can no longer be paid, and money that arrives anyway is refunded automatically', async () => {
    const { shopper, orderId, merchantTransactionId } = await unpaidOrder();
    const response = await setStatus(orderId, 'Cancelled');
    expect(response.json().data).toMatchObject({ status: 'Cancelled', paymentState: 'FAILED' });
    expect(response.json().data.refund).toBeUndefined();
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'PENDING', superseded_at: expect.any(String) });

    // The sandbox page and the status call no longer take it, and say why.
    const pressed = await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
    expect(pressed.statusCode).not.toBe(303);
    expect(pressed.body).toContain('This order was cancelled, so it can no longer be paid.');
    expect((await paymentStatus(shop, shopper, merchantTransactionId)).json()).toMatchObject({
      success: false,
      message:
        'This order was cancelled, so it can no longer be paid. Nothing was charged; money that still arrives for it is refunded.',
      data: { state: 'FAILED' },
    });
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'PENDING', order_status: 'Cancelled' });

    // The provider's side completed it all the same (what PhonePe could report): the shop refunds it by itself.
    await shop.db
      .updateTable('sandbox_payments')
      .set({ state: 'COMPLETED', payment_mode: 'UPI_INTENT', transaction_id: 'SBXLATE1' })
      .where('merchant_transaction_id', '=', merchantTransactionId)
      .execute();
    await paymentStatus(shop, shopper, merchantTransactionId);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Refunded' });
    expect(await refundRows(orderId)).toMatchObject([{ state: 'COMPLETED', amount_paise: 2_799_800 }]);
  });
});

describe('retrying a refund', () => {
  it('is for admins only, and only for a failed refund', async () => {
    const { shopper, orderId } = await paidOrder();
    const retry = (who: SignedIn) =>
      shop.app.inject({ method: 'POST', url: apiPaths.orders.retryRefund(orderId), headers: who.headers });
    expect((await retry(shopper)).statusCode).toBe(403);
    const response = await retry(admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Only a failed refund can be retried; this order is Pending.');
  });
});

describe('stock on cancel', () => {
  const stockOf = async (productIds: string[]) =>
    Object.fromEntries(
      (await shop.db.selectFrom('products').select(['id', 'stock']).where('id', 'in', productIds).execute()).map((row) => [
        row.id,
        Number(row.stock),
      ]),
    );

  it('a paid order cancelled by its shopper puts back what checkout reserved', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const ids = lines.map((line) => line.product._id);
    const before = await stockOf(ids);
    const started = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
    expect(started.statusCode, started.body).toBe(200);
    const { orderId, merchantTransactionId } = started.json().data;
    expect((await pressSandbox(shop, shopper, merchantTransactionId, 'complete')).statusCode).toBe(303);
    expect(await stockOf(ids)).toEqual(
      Object.fromEntries(lines.map((line) => [line.product._id, before[line.product._id]! - line.quantity])),
    );

    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    expect(await stockOf(ids)).toEqual(before);
    // A second cancel changes nothing: the stock is returned once.
    expect((await cancel(shopper, orderId)).statusCode).toBe(422);
    expect(await stockOf(ids)).toEqual(before);
  });

  it('a shipped order cancelled by an admin keeps its units off the shelf until an admin marks its goods received back', async () => {
    const { shopper, orderId } = await paidOrder();
    const ids = (await shop.db.selectFrom('order_items').select('product_id').where('order_id', '=', orderId).execute()).map(
      (item) => item.product_id!,
    );
    const sold = await stockOf(ids);
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    const cancelled = await setStatus(orderId, 'Cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'Refunded',
      goodsBack: { awaitedSince: expect.any(String), receivedBackAt: null },
    });
    // The goods are with the courier or the shopper, not on the shelf.
    expect(await stockOf(ids)).toEqual(sold);

    const receivedBack = (who: SignedIn) =>
      shop.app.inject({ method: 'POST', url: apiPaths.orders.receivedBack(orderId), headers: who.headers });
    expect((await receivedBack(shopper)).statusCode).toBe(403);
    expect(await stockOf(ids)).toEqual(sold);

    const received = await receivedBack(admin);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      message: 'Goods received back',
      data: { _id: orderId, goodsBack: { receivedBackAt: expect.any(String) } },
    });
    // The order bought 2 of the first product and 1 of the second (fillTypicalCart).
    expect(await stockOf(ids)).toEqual({ [ids[0]!]: sold[ids[0]!]! + 2, [ids[1]!]: sold[ids[1]!]! + 1 });

    const again = await receivedBack(admin);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The goods of this order were already marked received back.');
    expect(await stockOf(ids)).toEqual({ [ids[0]!]: sold[ids[0]!]! + 2, [ids[1]!]: sold[ids[1]!]! + 1 });
  });

  it('marking goods received back is refused for an order that never shipped, whose stock went back when it was cancelled', async () => {
    const { shopper, orderId } = await paidOrder();
    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    expect((await myOrder(shopper, orderId)) as object).not.toHaveProperty('goodsBack');
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.orders.receivedBack(orderId),
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Only a cancelled order that had shipped awaits its goods back; this one does not.');
  });

  it('an unpaid order cancelled by an admin puts its reservation back', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const ids = lines.map((line) => line.product._id);
    const before = await stockOf(ids);
    const started = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
    const { orderId } = started.json().data;
    expect((await stockOf(ids))[ids[1]!]).toBe(before[ids[1]!]! - 1);
    expect((await setStatus(orderId, 'Cancelled')).statusCode).toBe(200);
    expect(await stockOf(ids)).toEqual(before);
  });
});
