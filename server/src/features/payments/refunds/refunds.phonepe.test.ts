import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItemsOf, fillTypicalCart, initiatePayment, paymentRow, paymentStatus } from '../../../../test/checkout';
import { startFakePhonePe, type FakePhonePe } from '../../../../test/fake-phonepe';
import { registerShopper, signInAdmin, type SignedIn } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { cancelOrder } from '../../orders';
import { PAID_AFTER_SUPERSEDED } from '../confirmation';
import { createPaymentGateway } from '../providers/gateway';
import { PhonePeProvider } from '../providers/phonepe-provider';
import { startPaymentReconciler } from '../reconcile/reconciler';
import { orderRefunds } from './order-refunds';
import { reconcilePendingRefunds } from './refunds';
import type { PaymentGateway } from '../providers/gateway';

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

const cancel = (who: SignedIn, orderId: string) =>
  shop.app.inject({ method: 'POST', url: apiPaths.orders.cancel(orderId), headers: who.headers });
const retryRefund = (orderId: string) =>
  shop.app.inject({ method: 'POST', url: apiPaths.orders.retryRefund(orderId), headers: admin.headers });
const orderStatus = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const refundRows = (orderId: string) =>
  shop.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
const refundWebhook = (body: object, headers = fake.webhookHeaders()) =>
  shop.app.inject({ method: 'POST', url: apiPaths.payment.webhook, headers, payload: JSON.stringify(body) });
/** The refund-failed emails queued for the shop's admins about this order. */
const refundFailedMail = async (orderId: string) => {
  const { order_number } = await shop.db
    .selectFrom('orders')
    .select('order_number')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const rows = await shop.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text'])
    .where('kind', '=', 'refund-failed')
    .execute();
  return rows.filter((row) => row.subject === `Refund failed for order ${order_number}`);
};
/** The reconciler's clock: each pass runs five minutes after the last one (past the first-check delay and any backoff). */
let reconcilerClock = Date.now();
const reconcileLater = (gateway: PaymentGateway = shop.app.payments) => {
  reconcilerClock = Math.max(reconcilerClock, Date.now()) + 5 * 60_000;
  return reconcilePendingRefunds(shop.db, gateway, reconcilerClock);
};

/** A paid order the shopper cancelled: 'Refund pending', with its one refund asked of PhonePe. */
async function cancelledOrder() {
  const paid = await paidOrder();
  const response = await cancel(paid.shopper, paid.orderId);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data).toMatchObject({ status: 'Refund pending', refund: { state: 'PENDING', amount: 27998 } });
  const [refund] = await refundRows(paid.orderId);
  return { ...paid, merchantRefundId: refund!.merchant_refund_id };
}

describe('refunds through PhonePe', () => {
  it('asks PhonePe to refund what was paid, and the reconciler settles it once PhonePe completes it', async () => {
    const { orderId, merchantTransactionId, merchantRefundId } = await cancelledOrder();
    expect(fake.refundsOf(merchantTransactionId)).toMatchObject([{ merchantRefundId, amount: 2_799_800, state: 'PENDING' }]);
    expect(await refundRows(orderId)).toMatchObject([
      { state: 'PENDING', provider_refund_id: fake.refunds.get(merchantRefundId)!.refundId },
    ]);

    // CONFIRMED is PhonePe's "on its way": still pending for the shop.
    fake.confirmRefund(merchantRefundId);
    await reconcileLater();
    expect(await orderStatus(orderId)).toBe('Refund pending');

    fake.completeRefund(merchantRefundId);
    expect((await reconcileLater()).settled).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(orderId)).toBe('Refunded');
    expect(await refundRows(orderId)).toMatchObject([{ state: 'COMPLETED', amount_paise: 2_799_800 }]);
  });

  it('settles on a pg.refund.completed webhook, confirmed with the refund status call; a repeat changes nothing', async () => {
    const { shopper, orderId, merchantRefundId } = await cancelledOrder();
    fake.completeRefund(merchantRefundId);
    const before = fake.refundStatusRequests;
    const response = await refundWebhook(fake.refundWebhookBody(merchantRefundId));
    expect(response.statusCode).toBe(200);
    expect(fake.refundStatusRequests).toBe(before + 1);
    expect(await orderStatus(orderId)).toBe('Refunded');
    const [settled] = await refundRows(orderId);

    expect((await refundWebhook(fake.refundWebhookBody(merchantRefundId))).statusCode).toBe(200);
    expect(await refundRows(orderId)).toEqual([settled]);
    const mine = (await shop.app.inject({ method: 'GET', url: apiPaths.orders.mine, headers: shopper.headers })).json().data;
    expect(mine.find((order: { _id: string }) => order._id === orderId)).toMatchObject({
      status: 'Refunded',
      refund: { state: 'COMPLETED', amount: 27998, updatedAt: settled!.updated_at },
    });
  });

  it('takes a webhook as a hint only: out-of-order deliveries never move the order past what the status call says', async () => {
    const { orderId, merchantRefundId } = await cancelledOrder();
    // "completed" arrives before PhonePe's own status says so: nothing changes.
    expect((await refundWebhook(fake.refundWebhookBody(merchantRefundId, 'pg.refund.completed'))).statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('Refund pending');

    fake.completeRefund(merchantRefundId);
    await refundWebhook(fake.refundWebhookBody(merchantRefundId));
    expect(await orderStatus(orderId)).toBe('Refunded');
    // A late "failed" (or an old "accepted") after it completed: still Refunded.
    await refundWebhook(fake.refundWebhookBody(merchantRefundId, 'pg.refund.failed'));
    await refundWebhook(fake.refundWebhookBody(merchantRefundId, 'pg.refund.accepted'));
    expect(await orderStatus(orderId)).toBe('Refunded');
    expect(await refundRows(orderId)).toMatchObject([{ state: 'COMPLETED' }]);
  });

  it('ignores a forged refund webhook: 401, no status call, nothing changes', async () => {
    const { orderId, merchantRefundId } = await cancelledOrder();
    fake.completeRefund(merchantRefundId);
    const before = fake.refundStatusRequests;
    const forged = await refundWebhook(fake.refundWebhookBody(merchantRefundId), {
      authorization: 'a'.repeat(64),
      'content-type': 'application/json',
    });
    expect(forged.statusCode).toBe(401);
    expect(fake.refundStatusRequests).toBe(before);
    expect(await orderStatus(orderId)).toBe('Refund pending');
  });

  it('marks a refund PhonePe failed as Refund failed; an admin retry asks again under a new id and it completes', async () => {
    const { orderId, merchantTransactionId, merchantRefundId } = await cancelledOrder();
    fake.failRefund(merchantRefundId);
    await refundWebhook(fake.refundWebhookBody(merchantRefundId));
    expect(await orderStatus(orderId)).toBe('Refund failed');
    // The admin is told, once, with what to do; a repeat of the webhook tells no one again.
    await refundWebhook(fake.refundWebhookBody(merchantRefundId));
    const [notice, ...more] = await refundFailedMail(orderId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ recipient: 'admin@test.local' });
    expect(notice!.text).toContain('did not refund ₹27,998.00');
    expect(notice!.text).toContain('it reported the refund as failed');
    expect(notice!.text).toContain('http://shop.test/admin');

    const admins = (await shop.app.inject({ method: 'GET', url: apiPaths.orders.adminList, headers: admin.headers })).json().data;
    expect(admins.find((order: { _id: string }) => order._id === orderId)).toMatchObject({
      status: 'Refund failed',
      refund: { state: 'FAILED', amount: 27998 },
    });

    const retried = await retryRefund(orderId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      message: 'Refund retried',
      data: { status: 'Refund pending', refund: { state: 'PENDING' } },
    });
    const [failed, second] = await refundRows(orderId);
    expect(failed).toMatchObject({ merchant_refund_id: merchantRefundId, state: 'FAILED' });
    expect(second).toMatchObject({ state: 'PENDING', amount_paise: 2_799_800 });
    expect(second!.merchant_refund_id).not.toBe(merchantRefundId);
    expect(fake.refundsOf(merchantTransactionId).map((refund) => [refund.merchantRefundId, refund.state])).toEqual([
      [merchantRefundId, 'FAILED'],
      [second!.merchant_refund_id, 'PENDING'],
    ]);

    // A second retry while this one is under way is refused.
    expect((await retryRefund(orderId)).statusCode).toBe(422);
    fake.completeRefund(second!.merchant_refund_id);
    await refundWebhook(fake.refundWebhookBody(second!.merchant_refund_id));
    expect(await orderStatus(orderId)).toBe('Refunded');
  });

  it('marks a refund PhonePe refuses outright (and holds no record of) as Refund failed, not pending for ever; a retry later completes', async () => {
    const paid = await paidOrder();
    fake.refuseRefundsWith = 'REFUND_NOT_ALLOWED';
    const response = await cancel(paid.shopper, paid.orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Refund failed', refund: { state: 'FAILED' } });
    expect(fake.refundsOf(paid.merchantTransactionId)).toEqual([]);
    const [failed] = await refundRows(paid.orderId);
    expect(failed).toMatchObject({ state: 'FAILED', provider_refund_id: null });
    expect(JSON.parse(failed!.raw_status!)).toEqual({ refused: expect.stringContaining('400 (REFUND_NOT_ALLOWED)') });
    const [notice] = await refundFailedMail(paid.orderId);
    expect(notice!.text).toContain('it refused it (');
    expect(notice!.text).toContain('REFUND_NOT_ALLOWED');

    fake.refuseRefundsWith = undefined;
    expect((await retryRefund(paid.orderId)).statusCode).toBe(200);
    const [, retried] = await refundRows(paid.orderId);
    fake.completeRefund(retried!.merchant_refund_id);
    await reconcileLater();
    expect(await orderStatus(paid.orderId)).toBe('Refunded');
  });

  it('after a timed-out refund call, retries with the SAME merchantRefundId: PhonePe sees one refund', async () => {
    const { shopper, orderId, merchantTransactionId } = await paidOrder();
    const impatient = createPaymentGateway(shop.config, shop.db, {
      provider: new PhonePeProvider(shop.config.payments.phonepe, { timeoutMs: 150 }),
    });
    fake.refundDelayMs = 600;
    await cancelOrder(shop.db, orderRefunds(impatient), impatient, orderId, { by: 'shopper', userId: shopper.user._id });
    expect(await orderStatus(orderId)).toBe('Refund pending');
    const [pending] = await refundRows(orderId);
    expect(pending).toMatchObject({ state: 'PENDING', provider_refund_id: null, check_count: 1 });

    fake.refundDelayMs = 0;
    const asked = fake.refundRequests;
    // The retry goes through the shop's own gateway: its usual timeout, so a busy machine cannot time it out too.
    await reconcileLater();
    expect(fake.refundRequests).toBe(asked + 1);
    expect(fake.refundsOf(merchantTransactionId)).toMatchObject([
      { merchantRefundId: pending!.merchant_refund_id, amount: 2_799_800 },
    ]);
    expect(await refundRows(orderId)).toMatchObject([
      { merchant_refund_id: pending!.merchant_refund_id, provider_refund_id: expect.stringMatching(/^OMR/) },
    ]);

    fake.completeRefund(pending!.merchant_refund_id);
    await reconcileLater();
    expect(await orderStatus(orderId)).toBe('Refunded');
    expect(fake.refundsOf(merchantTransactionId)).toHaveLength(1);
  });

  it('refunds a superseded checkout that PhonePe completed anyway, by itself', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const old = (await initiatePayment(shop, shopper, { amount, cartItems: cartItemsOf(lines) })).json().data;
    await shop.db.updateTable('cart_items').set({ quantity: 1 }).where('user_id', '=', shopper.user._id).execute();
    const smaller = lines.map((line) => ({ ...line, quantity: 1 }));
    const fresh = await initiatePayment(shop, shopper, { amount: amount - 1499.5, cartItems: cartItemsOf(smaller) });
    expect(fresh.statusCode).toBe(200);
    expect(await paymentRow(shop, old.merchantTransactionId)).toMatchObject({ order_status: 'Superseded' });

    fake.complete(old.merchantTransactionId);
    await refundWebhook(fake.webhookBody(old.merchantTransactionId));
    expect(await paymentRow(shop, old.merchantTransactionId)).toMatchObject({
      state: 'COMPLETED',
      order_status: 'Refund pending',
    });
    const [refund] = await refundRows(old.orderId);
    expect(fake.refundsOf(old.merchantTransactionId)).toMatchObject([
      { merchantRefundId: refund!.merchant_refund_id, amount: 2_799_800 },
    ]);

    fake.completeRefund(refund!.merchant_refund_id);
    await refundWebhook(fake.refundWebhookBody(refund!.merchant_refund_id));
    expect(await orderStatus(old.orderId)).toBe('Refunded');
    const admins = (await shop.app.inject({ method: 'GET', url: apiPaths.orders.adminList, headers: admin.headers })).json().data;
    expect(admins.find((order: { _id: string }) => order._id === old.orderId)).toMatchObject({
      status: 'Refunded',
      needsAttention: PAID_AFTER_SUPERSEDED,
      refund: { state: 'COMPLETED', amount: 27998 },
    });
    // The live checkout is untouched.
    expect(await paymentRow(shop, fresh.json().data.merchantTransactionId)).toMatchObject({
      state: 'PENDING',
      order_status: 'Payment pending',
    });
  });

  it('leaves a refund pending when PhonePe reports another amount', async () => {
    const { orderId, merchantRefundId } = await cancelledOrder();
    const refund = fake.completeRefund(merchantRefundId);
    refund.amount = 100;
    await reconcileLater();
    expect(await orderStatus(orderId)).toBe('Refund pending');
    refund.amount = 2_799_800;
    await reconcileLater();
    expect(await orderStatus(orderId)).toBe('Refunded');
  });

  it("settles pending refunds in the running reconciler's pass", async () => {
    const { orderId, merchantRefundId } = await cancelledOrder();
    fake.completeRefund(merchantRefundId);
    // As if the refund was asked for a minute ago, past the first-check delay and the backoff.
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    await shop.db
      .updateTable('refunds')
      .set({ created_at: aMinuteAgo, last_checked_at: aMinuteAgo })
      .where('order_id', '=', orderId)
      .execute();
    const reconciler = startPaymentReconciler(shop.db, shop.app.payments, { everyMs: 20 });
    try {
      await expect.poll(() => orderStatus(orderId), { timeout: 10_000 }).toBe('Refunded');
    } finally {
      await reconciler.stop();
    }
  });
});
