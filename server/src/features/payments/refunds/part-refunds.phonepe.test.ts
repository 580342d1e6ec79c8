import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItemsOf, fillTypicalCart, initiatePayment, paymentStatus } from '../../../../test/checkout';
import { startFakePhonePe, type FakePhonePe } from '../../../../test/fake-phonepe';
import { registerShopper, signInAdmin, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { newMerchantRefundId } from '../../../lib/ids';
import { PaymentProviderError } from '../providers/provider';
import { reconcilePendingRefunds } from './refunds';

let fake: FakePhonePe;
let shop: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  fake = await startFakePhonePe();
  shop = await createTestApp(fake.env);
  admin = await signInAdmin(shop);
});
afterAll(async () => {
  await shop.close();
  await fake.close();
});
beforeEach(() => {
  fake.refundDelayMs = 0;
  fake.refuseRefundsWith = undefined;
});

/** A shopper who paid the typical ₹27,998.00 cart at the fake PhonePe: their order is 'Pending'. */
async function paidOrder(): Promise<{ shopper: SignedIn; orderId: string; merchantTransactionId: string }> {
  const shopper = await registerShopper(shop);
  const { lines, amount } = await fillTypicalCart(shop, shopper);
  const response = await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) });
  expect(response.statusCode, response.body).toBe(200);
  const { orderId, merchantTransactionId } = response.json().data;
  fake.complete(merchantTransactionId);
  expect((await paymentStatus(shop, shopper, merchantTransactionId)).json().data.state).toBe('COMPLETED');
  return { shopper, orderId, merchantTransactionId };
}

const refundPart = (orderId: string, payload: object, who: SignedIn = admin) =>
  shop.app.inject({ method: 'POST', url: apiPaths.orders.partRefund(orderId), headers: who.headers, payload });
const retry = (refundId: string) =>
  shop.app.inject({ method: 'POST', url: apiPaths.orders.retryPartRefund(refundId), headers: admin.headers });
const refundRows = (orderId: string) =>
  shop.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
const orderStatus = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const revenue = async () =>
  (await shop.app.inject({ method: 'GET', url: apiPaths.orders.totalAmount, headers: admin.headers })).json().data;
let reconcilerClock = Date.now();
const reconcileLater = () => {
  reconcilerClock = Math.max(reconcilerClock, Date.now()) + 5 * 60_000;
  return reconcilePendingRefunds(shop.db, shop.app.payments, reconcilerClock);
};
/** The part-refund emails queued for the shopper. */
const partRefundMail = (email: string) =>
  shop.db
    .selectFrom('mail_outbox')
    .select(['subject'])
    .where('kind', '=', 'order-part-refunded')
    .where('recipient', '=', email)
    .execute();

describe('refunds of any amount', () => {
  it('refunds part of an order through PhonePe with that amount; the order keeps its status and shows each refund', async () => {
    const { shopper, orderId, merchantTransactionId } = await paidOrder();
    const response = await refundPart(orderId, { amount: 1000.5, reason: 'Scratched lid' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'Pending',
      refunds: [{ kind: 'part', state: 'PENDING', amount: 1000.5, reason: 'Scratched lid' }],
      refundable: 26997.5,
    });
    expect(response.json().data.refund).toBeUndefined();
    const [refund] = fake.refundsOf(merchantTransactionId);
    expect(refund).toMatchObject({ amount: 100_050, state: 'PENDING' });

    fake.completeRefund(refund!.merchantRefundId);
    await reconcileLater();
    expect(await refundRows(orderId)).toMatchObject([{ kind: 'part', state: 'COMPLETED', amount_paise: 100_050 }]);
    expect(await orderStatus(orderId)).toBe('Pending');
    const { email } = await shop.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', shopper.user._id)
      .executeTakeFirstOrThrow();
    expect(await partRefundMail(email)).toEqual([{ subject: expect.stringContaining('Refund of ₹1,000.50 for order') }]);

    const mine = await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers });
    const order = mine.json().data.find((one: { _id: string }) => one._id === orderId);
    expect(order).toMatchObject({ refunds: [{ state: 'COMPLETED', amount: 1000.5 }], refundable: 26997.5 });
  });

  it('refuses, in words, a refund that would pass what is left, counting pending refunds', async () => {
    const { orderId } = await paidOrder();
    expect((await refundPart(orderId, { amount: 27000, reason: 'Damaged box' })).statusCode).toBe(200);
    const over = await refundPart(orderId, { amount: 999, reason: 'More' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Only ₹998.00 is left to refund on this order; ₹999.00 is more than that.');
    expect((await refundPart(orderId, { amount: 998, reason: 'The rest' })).statusCode).toBe(200);
    const none = await refundPart(orderId, { amount: 1, reason: 'More' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Nothing is left to refund on this order.');
    expect((await refundRows(orderId)).map((row) => row.amount_paise)).toEqual([2_700_000, 99_800]);
  });

  it('refuses a refund under ₹1, and one without its reason', async () => {
    const { orderId } = await paidOrder();
    const small = await refundPart(orderId, { amount: 0.5, reason: 'Tiny' });
    expect(small.statusCode).toBe(400);
    expect(small.json().fields).toMatchObject({ amount: 'A refund must be at least ₹1.00.' });
    const bare = await refundPart(orderId, { amount: 10, reason: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('two refunds at once cannot pass what is left: one is made, the other refused', async () => {
    const { orderId, merchantTransactionId } = await paidOrder();
    const answers = await Promise.all([
      refundPart(orderId, { amount: 20000, reason: 'First' }),
      refundPart(orderId, { amount: 20000, reason: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect((await refundRows(orderId)).map((row) => row.amount_paise)).toEqual([2_000_000]);
    expect(fake.refundsOf(merchantTransactionId).map((refund) => refund.amount)).toEqual([2_000_000]);
  });

  it('only an admin refunds: a shopper, even the owner, is refused; an unknown order is not found', async () => {
    const { shopper, orderId } = await paidOrder();
    expect((await refundPart(orderId, { amount: 10, reason: 'Mine' }, shopper)).statusCode).toBe(403);
    const stranger = await registerShopper(shop);
    expect((await refundPart(orderId, { amount: 10, reason: 'Mine' }, stranger)).statusCode).toBe(403);
    expect((await refundPart('00000000-0000-4000-8000-000000000000', { amount: 10, reason: 'No' })).statusCode).toBe(404);
    expect(await refundRows(orderId)).toEqual([]);
  });

  it('a part refund PhonePe refuses reads Refund failed, and Retry asks again for the same amount', async () => {
    const { orderId, merchantTransactionId } = await paidOrder();
    fake.refuseRefundsWith = 'REFUND_NOT_ALLOWED';
    const refused = await refundPart(orderId, { amount: 500, reason: 'Late delivery' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({
      status: 'Pending',
      refunds: [{ state: 'FAILED', amount: 500 }],
      refundable: 27998,
    });
    fake.refuseRefundsWith = undefined;
    const failedId = refused.json().data.refunds[0]._id;
    const retried = await retry(failedId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.refunds).toMatchObject([
      { state: 'FAILED', amount: 500 },
      { state: 'PENDING', amount: 500, reason: 'Late delivery' },
    ]);
    expect(fake.refundsOf(merchantTransactionId).map((refund) => refund.amount)).toEqual([50_000]);
    expect((await retry(failedId)).statusCode).toBe(409);
  });

  it('cancelling after a part refund refunds only what is left', async () => {
    const { shopper, orderId, merchantTransactionId } = await paidOrder();
    expect((await refundPart(orderId, { amount: 2998, reason: 'Price drop' })).statusCode).toBe(200);
    const cancelled = await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: shopper.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'Refund pending', refund: { state: 'PENDING', amount: 25000 } });
    expect(fake.refundsOf(merchantTransactionId).map((refund) => refund.amount)).toEqual([299_800, 2_500_000]);
  });

  it('cancelling an order part refunds gave all back leaves it Cancelled, with no refund on its way', async () => {
    const { shopper, orderId, merchantTransactionId } = await paidOrder();
    expect((await refundPart(orderId, { amount: 27998, reason: 'Out of stock after all' })).statusCode).toBe(200);
    const cancelled = await shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: shopper.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await orderStatus(orderId)).toBe('Cancelled');
    expect((await refundRows(orderId)).map((refund) => refund.kind)).toEqual(['part']);
    expect(fake.refundsOf(merchantTransactionId).map((refund) => refund.amount)).toEqual([2_799_800]);
  });

  it('the admin dashboard revenue is net of completed part refunds', async () => {
    const { orderId, merchantTransactionId } = await paidOrder();
    const before = await revenue();
    expect((await refundPart(orderId, { amount: 1234, reason: 'Goodwill' })).statusCode).toBe(200);
    expect(await revenue()).toBe(before);
    fake.completeRefund(fake.refundsOf(merchantTransactionId)[0]!.merchantRefundId);
    await reconcileLater();
    expect(await revenue()).toBeCloseTo(before - 1234, 2);
  });
});

describe("the fake PhonePe's partial refunds", () => {
  it('takes refunds up to what was paid and refuses one that passes what is left', async () => {
    const { merchantTransactionId } = await paidOrder();
    const { provider } = shop.app.payments;
    const ask = (amountPaise: number) =>
      provider.refund({ merchantRefundId: newMerchantRefundId(), merchantTransactionId, amountPaise });
    await expect(ask(2_000_000)).resolves.toMatchObject({ state: 'PENDING', amountPaise: 2_000_000 });
    await expect(ask(799_800)).resolves.toMatchObject({ state: 'PENDING', amountPaise: 799_800 });
    const over = await ask(100).catch((error: unknown) => error);
    expect(over).toBeInstanceOf(PaymentProviderError);
    expect((over as PaymentProviderError).refused).toBe(true);
    expect(fake.refundsOf(merchantTransactionId).map((refund) => refund.amount)).toEqual([2_000_000, 799_800]);
  });
});
