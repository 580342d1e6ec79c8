import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, pagePaths } from '@voltcart/contract';
import { startFakePhonePe, type FakePhonePe } from '../../../test/fake-phonepe';
import { createProduct } from '../../../test/products';
import { registerShopper, type SignedIn } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PhonePeProvider } from './providers/phonepe-provider';
import type { PaymentProvider } from './providers/provider';
import { FIRST_CHECK_AFTER_MS, PAYMENT_EXPIRES_AFTER_MS } from './reconcile/schedule';
import { confirmPayment } from './confirmation';
import { createPaymentGateway } from './providers/gateway';
import { initiatePayment as beginCheckout, reconcilePendingPayments } from './service';
import {
  cartCount,
  cartItemsOf,
  fillCart,
  fillTypicalCart,
  paymentRow,
  paymentStatus,
  payForLines,
  startPayment,
} from '../../../test/checkout';

let fake: FakePhonePe;
let shop: TestApp;
beforeAll(async () => {
  fake = await startFakePhonePe();
  shop = await createTestApp(fake.env);
});
afterAll(async () => {
  await shop.close();
  await fake.close();
});
beforeEach(() => {
  fake.statusDelayMs = 0;
});

/** A shopper with the typical two-product cart and a payment begun at the fake PhonePe. */
async function beginPayment(): Promise<{
  shopper: SignedIn;
  merchantTransactionId: string;
  amount: number;
  redirectUrl: string;
}> {
  const shopper = await registerShopper(shop);
  const { lines, amount } = await fillTypicalCart(shop, shopper);
  return { shopper, amount, ...(await startPayment(shop, shopper, lines, amount)) };
}

const webhook = (merchantTransactionId: string, headers = fake.webhookHeaders()) =>
  shop.app.inject({
    method: 'POST',
    url: apiPaths.payment.webhook,
    headers,
    payload: JSON.stringify(fake.webhookBody(merchantTransactionId)),
  });

const paymentsOfOrder = async (merchantTransactionId: string) => {
  const { order_id } = await paymentRow(shop, merchantTransactionId);
  return shop.db.selectFrom('payments').selectAll().where('order_id', '=', order_id).execute();
};

describe('initiate with PhonePe', () => {
  it('creates the PhonePe order for the amount the shop computed, redirecting back to the status page', async () => {
    const { merchantTransactionId, redirectUrl } = await beginPayment();
    const order = fake.orders.get(merchantTransactionId)!;
    expect(order).toMatchObject({
      amount: 2_799_800,
      redirectUrl: `http://shop.test${pagePaths.paymentStatus(merchantTransactionId)}`,
    });
    expect(redirectUrl.startsWith(fake.url)).toBe(true);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({
      provider: 'phonepe',
      provider_order_id: order.orderId,
      redirect_url: redirectUrl,
    });
  });

  it("asks PhonePe to expire the payment 2 minutes before the checkout's 10-minute stock hold ends", async () => {
    const { merchantTransactionId } = await beginPayment();
    expect(fake.orders.get(merchantTransactionId)).toMatchObject({ expireAfter: 480 });
  });

  it('answers 503 when PhonePe is down, and marks the order failed without touching the cart', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    fake.payOutage = true;
    const response = await payForLines(shop, shopper, lines, amount);
    fake.payOutage = false;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The payment provider is not reachable. Please try again.',
    });
    const [order] = await shop.db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.order_id', 'orders.id')
      .select(['orders.status', 'payments.state', 'payments.raw_status'])
      .where('orders.user_id', '=', shopper.user._id)
      .execute();
    expect(order).toMatchObject({ status: 'Payment failed', state: 'FAILED' });
    expect(order!.raw_status).toContain('503');
    expect(await cartCount(shop, shopper.user._id)).toBe(2);
  });

  it("answers 503 when the shop's PhonePe credentials are refused", async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const refused = createPaymentGateway(shop.config, shop.db, {
      provider: new PhonePeProvider({ ...shop.config.payments.phonepe, clientSecret: 'wrong-secret' }),
    });
    await expect(
      beginCheckout(shop.db, refused, shopper.user._id, { amount, cartItems: cartItemsOf(lines) }),
    ).rejects.toMatchObject({
      kind: 'unavailable',
      statusCode: 503,
    });
  });
});

describe('the PhonePe webhook', () => {
  it('answers 401 for a wrong or missing Authorization header and changes nothing', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    fake.complete(merchantTransactionId);
    const statusCallsBefore = fake.statusRequests;
    const forged: Record<string, string>[] = [
      { authorization: 'f'.repeat(64), 'content-type': 'application/json' },
      { 'content-type': 'application/json' },
    ];
    for (const headers of forged) {
      const response = await webhook(merchantTransactionId, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: true });
    }
    expect(fake.statusRequests).toBe(statusCallsBefore);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({
      state: 'PENDING',
      order_status: 'Payment pending',
      check_count: 0,
    });
    expect(await cartCount(shop, shopper.user._id)).toBe(2);
  });

  it('marks the order paid after confirming with the status call, storing what PhonePe said', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    const order = fake.complete(merchantTransactionId, { paymentMode: 'UPI_QR' });
    const response = await webhook(merchantTransactionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const payment = await paymentRow(shop, merchantTransactionId);
    expect(payment).toMatchObject({
      state: 'COMPLETED',
      order_status: 'Pending',
      payment_mode: 'UPI_QR',
      provider_transaction_id: order.paymentDetails[0]!.transactionId,
    });
    expect(JSON.parse(payment.raw_status!)).toMatchObject({ state: 'COMPLETED', amount: 2_799_800, orderId: order.orderId });
    expect(payment.raw_status).not.toMatch(/secret|O-Bearer|access_token/i);
    expect(await cartCount(shop, shopper.user._id)).toBe(0);
  });

  it('trusts the status call, not the body: a COMPLETED webhook for a payment PhonePe still has PENDING changes nothing', async () => {
    const { merchantTransactionId } = await beginPayment();
    const forgedBody = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: merchantTransactionId, state: 'COMPLETED', amount: 2_799_800 },
    };
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.payment.webhook,
      headers: fake.webhookHeaders(),
      payload: JSON.stringify(forgedBody),
    });
    expect(response.statusCode).toBe(200);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'PENDING', order_status: 'Payment pending' });
  });

  it('settles once when the webhook arrives twice and races the status call; a cart item added afterwards survives', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    fake.complete(merchantTransactionId);

    const [first, second, status] = await Promise.all([
      webhook(merchantTransactionId),
      webhook(merchantTransactionId),
      paymentStatus(shop, shopper, merchantTransactionId),
    ]);
    expect([first.statusCode, second.statusCode, status.statusCode]).toEqual([200, 200, 200]);
    expect(status.json()).toMatchObject({ success: true, data: { state: 'COMPLETED' } });
    expect(await cartCount(shop, shopper.user._id)).toBe(0);

    // The shopper keeps shopping; late duplicate deliveries must not empty the new cart.
    await fillCart(shop, shopper, [{ product: await createProduct(shop, { salesPrice: 799 }), quantity: 1 }]);
    await Promise.all([
      webhook(merchantTransactionId),
      webhook(merchantTransactionId),
      paymentStatus(shop, shopper, merchantTransactionId),
    ]);
    expect(await cartCount(shop, shopper.user._id)).toBe(1);

    const payments = await paymentsOfOrder(merchantTransactionId);
    expect(payments.filter((payment) => payment.state === 'COMPLETED')).toHaveLength(1);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ order_status: 'Pending' });
  });

  it('marks a failed payment "Payment failed" and leaves the cart as it was', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    fake.fail(merchantTransactionId);
    expect((await webhook(merchantTransactionId)).statusCode).toBe(200);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'FAILED', order_status: 'Payment failed' });
    expect(await cartCount(shop, shopper.user._id)).toBe(2);
    const status = await paymentStatus(shop, shopper, merchantTransactionId);
    expect(status.json()).toMatchObject({ success: false, data: { state: 'FAILED' } });
  });

  it('answers 200 and ignores a webhook for an unknown order or without one (refund events)', async () => {
    const unknown = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: 'VCNOSUCHPAYMENT', state: 'COMPLETED', amount: 100 },
    };
    const refund = { event: 'pg.refund.completed', payload: { merchantRefundId: 'R1', state: 'COMPLETED', amount: 100 } };
    for (const body of [unknown, refund]) {
      const response = await shop.app.inject({
        method: 'POST',
        url: apiPaths.payment.webhook,
        headers: fake.webhookHeaders(),
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('confirming with the status call', () => {
  it('settles once when confirmations from several processes all saw PENDING before any of them wrote', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    fake.complete(merchantTransactionId);
    // Hold every status answer until all confirmations have asked, so each one read the payment as PENDING.
    const racers = 4;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    const phonepe = new PhonePeProvider(shop.config.payments.phonepe);
    const gated: PaymentProvider = {
      name: 'phonepe',
      createPayment: (input) => phonepe.createPayment(input),
      verifyWebhook: (authorization) => phonepe.verifyWebhook(authorization),
      refund: (input) => phonepe.refund(input),
      fetchRefundStatus: (id) => phonepe.fetchRefundStatus(id),
      async fetchStatus(id) {
        const status = await phonepe.fetchStatus(id);
        arrived += 1;
        if (arrived === racers) release();
        await gate;
        return status;
      },
    };
    const settled: unknown[] = [];
    const log = { info: (fields: unknown) => settled.push(fields), warn: () => {}, error: () => {} };
    // One service per "process": separate clients, the same database.
    const gateways = Array.from({ length: racers }, () => createPaymentGateway(shop.config, shop.db, { provider: gated, log }));
    const states = await Promise.all(gateways.map((gateway) => confirmPayment(shop.db, gateway, merchantTransactionId)));
    expect(states).toEqual(Array(racers).fill('COMPLETED'));
    expect(settled).toHaveLength(1);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Pending' });
    expect(await cartCount(shop, shopper.user._id)).toBe(0);
  });

  it('does not mark paid when PhonePe reports another amount', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    fake.complete(merchantTransactionId, { amount: 100 });
    const status = await paymentStatus(shop, shopper, merchantTransactionId);
    expect(status.json()).toMatchObject({ success: false, data: { state: 'PENDING' } });
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({
      state: 'PENDING',
      order_status: 'Payment pending',
      check_count: 1,
    });
    expect(await cartCount(shop, shopper.user._id)).toBe(2);
  });

  it('leaves the payment pending when PhonePe does not answer in time', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    fake.complete(merchantTransactionId);
    fake.statusDelayMs = 1_000;
    // The same database and configuration as the app, with a short timeout.
    const gateway = createPaymentGateway(shop.config, shop.db, {
      provider: new PhonePeProvider(shop.config.payments.phonepe, { timeoutMs: 100 }),
    });
    expect(await confirmPayment(shop.db, gateway, merchantTransactionId)).toBe('PENDING');
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'PENDING', order_status: 'Payment pending' });
    expect(await cartCount(shop, shopper.user._id)).toBe(2);

    fake.statusDelayMs = 0;
    expect(await confirmPayment(shop.db, gateway, merchantTransactionId)).toBe('COMPLETED');
  });
});

describe('the reconciler', () => {
  it('pays a pending payment that PhonePe completed, once its first check is due', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    fake.complete(merchantTransactionId, { paymentMode: 'NET_BANKING' });

    // Too early: PhonePe asks for the first check after ~20 s.
    await reconcilePendingPayments(shop.db, shop.app.payments, Date.now());
    expect((await paymentRow(shop, merchantTransactionId)).state).toBe('PENDING');

    const summary = await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + FIRST_CHECK_AFTER_MS + 1_000);
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({
      state: 'COMPLETED',
      order_status: 'Pending',
      payment_mode: 'NET_BANKING',
    });
    expect(await cartCount(shop, shopper.user._id)).toBe(0);
  });

  it('backs off: a payment checked moments ago is not asked again', async () => {
    const { merchantTransactionId } = await beginPayment();
    const later = Date.now() + FIRST_CHECK_AFTER_MS + 1_000;
    await reconcilePendingPayments(shop.db, shop.app.payments, later);
    expect((await paymentRow(shop, merchantTransactionId)).check_count).toBe(1);
    await reconcilePendingPayments(shop.db, shop.app.payments, later + 1_000);
    expect((await paymentRow(shop, merchantTransactionId)).check_count).toBe(1);
    await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + 60_000);
    expect((await paymentRow(shop, merchantTransactionId)).check_count).toBe(2);
  });

  it('fails a payment still pending after it expired, leaving the cart', async () => {
    const { shopper, merchantTransactionId } = await beginPayment();
    const summary = await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + PAYMENT_EXPIRES_AFTER_MS + 1_000);
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    const payment = await paymentRow(shop, merchantTransactionId);
    expect(payment).toMatchObject({ state: 'FAILED', order_status: 'Payment failed' });
    expect(JSON.parse(payment.raw_status!)).toMatchObject({ reason: expect.stringContaining('expired') });
    expect(await cartCount(shop, shopper.user._id)).toBe(2);
  });

  it('still pays an expired payment that PhonePe completed late, after one last check', async () => {
    const { merchantTransactionId } = await beginPayment();
    fake.complete(merchantTransactionId);
    await reconcilePendingPayments(shop.db, shop.app.payments, Date.now() + PAYMENT_EXPIRES_AFTER_MS + 1_000);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Pending' });
  });
});
