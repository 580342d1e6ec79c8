import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { createProduct } from '../../../../test/products';
import { registerShopper, signInAdmin } from '../../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  cartQuantities,
  fillCart,
  fillTypicalCart,
  paymentRow,
  paymentStatus,
  payForLines,
  pressSandbox,
  startPayment,
} from '../../../../test/checkout';
import { PAID_AFTER_SUPERSEDED } from '../confirmation';
import { createPaymentGateway } from '../providers/gateway';
import type { PaymentProvider } from '../providers/provider';
import { sandboxPaths } from '../providers/sandbox-paths';
import { reconcilePendingPayments } from '../service';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const payableOrders = async (userId: string) =>
  shop.db.selectFrom('orders').select('id').where('user_id', '=', userId).where('status', '=', 'Payment pending').execute();

/** The sandbox's own side says the payment completed (what PhonePe would report), whatever the shop's page said. */
const providerCompletes = (merchantTransactionId: string) =>
  shop.db
    .updateTable('sandbox_payments')
    .set({ state: 'COMPLETED', payment_mode: 'UPI_INTENT', transaction_id: `SBXLATE${merchantTransactionId.slice(-6)}` })
    .where('merchant_transaction_id', '=', merchantTransactionId)
    .execute();

describe('settlement', () => {
  it('takes off the cart only what the order bought: items added and quantities raised mid-checkout survive', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const mouse = lines[0]!.product;
    const { merchantTransactionId } = await startPayment(shop, shopper, lines, amount);

    // While the pay page is open in another tab: one more mouse, and a cable.
    const cable = await createProduct(shop, { name: 'USB-C cable', salesPrice: 299 });
    await fillCart(shop, shopper, [{ product: cable, quantity: 1 }]);
    await shop.db
      .updateTable('cart_items')
      .set({ quantity: 3 })
      .where('user_id', '=', shopper.user._id)
      .where('product_id', '=', mouse._id)
      .execute();

    expect((await pressSandbox(shop, shopper, merchantTransactionId, 'complete')).statusCode).toBe(303);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Pending' });
    expect(await cartQuantities(shop, shopper.user._id)).toEqual({ [mouse._id]: 1, [cable._id]: 1 });

    // Repeats (status call, another press) take nothing more.
    await paymentStatus(shop, shopper, merchantTransactionId);
    await pressSandbox(shop, shopper, merchantTransactionId, 'complete');
    expect(await cartQuantities(shop, shopper.user._id)).toEqual({ [mouse._id]: 1, [cable._id]: 1 });
  });
});

describe('one payable checkout per cart', () => {
  it('hands back the same pending checkout when the same cart checks out again', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const first = await startPayment(shop, shopper, lines, amount);
    const second = await startPayment(shop, shopper, lines, amount);
    expect(second).toEqual(first);
    expect(await payableOrders(shopper.user._id)).toHaveLength(1);
    expect(await shop.db.selectFrom('orders').select('id').where('user_id', '=', shopper.user._id).execute()).toHaveLength(1);
  });

  it('gives two initiates at once from one cart one payable checkout', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const answers = await Promise.all([1, 2, 3].map(() => payForLines(shop, shopper, lines, amount)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json().data.merchantTransactionId));
    expect(ids.size).toBe(1);
    expect(await payableOrders(shopper.user._id)).toHaveLength(1);
  });

  it('supersedes the pending checkout when the cart changed: its page refuses and says why, and Pay takes nothing', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const old = await startPayment(shop, shopper, lines, amount);
    const cable = await createProduct(shop, { name: 'HDMI cable', salesPrice: 500 });
    await fillCart(shop, shopper, [{ product: cable, quantity: 1 }]);
    const changed = [...lines, { product: cable, quantity: 1 }];
    const fresh = await startPayment(shop, shopper, changed, amount + 500);
    expect(fresh.merchantTransactionId).not.toBe(old.merchantTransactionId);
    expect(await payableOrders(shopper.user._id)).toEqual([{ id: fresh.orderId }]);
    expect(await paymentRow(shop, old.merchantTransactionId)).toMatchObject({
      order_status: 'Superseded',
      superseded_at: expect.any(String),
    });

    const page = await shop.app.inject({
      method: 'GET',
      url: sandboxPaths.payPage(old.merchantTransactionId),
      headers: shopper.headers,
    });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This checkout was replaced by a newer one from your cart');
    expect(page.body).not.toContain('Fail payment');

    const pressed = await pressSandbox(shop, shopper, old.merchantTransactionId, 'complete');
    expect(pressed.statusCode).toBe(409);
    expect(pressed.body).toContain('This checkout was replaced by a newer one from your cart');
    const sandboxRow = await shop.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('merchant_transaction_id', '=', old.merchantTransactionId)
      .executeTakeFirstOrThrow();
    expect(sandboxRow.state).toBe('PENDING');
    const status = await paymentStatus(shop, shopper, old.merchantTransactionId);
    expect(status.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('replaced by a newer one'),
      data: { state: 'FAILED' },
    });
    expect(await paymentRow(shop, old.merchantTransactionId)).toMatchObject({ state: 'PENDING', order_status: 'Superseded' });
    expect(Object.keys(await cartQuantities(shop, shopper.user._id))).toHaveLength(3);

    // The new checkout pays normally.
    expect((await pressSandbox(shop, shopper, fresh.merchantTransactionId, 'complete')).statusCode).toBe(303);
    expect(await paymentRow(shop, fresh.merchantTransactionId)).toMatchObject({ state: 'COMPLETED', order_status: 'Pending' });
    expect(await cartQuantities(shop, shopper.user._id)).toEqual({});
  });

  it('records money the provider took for a superseded checkout and refunds it automatically, leaving the cart and the live checkout', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const old = await startPayment(shop, shopper, lines, amount);
    await shop.db.updateTable('cart_items').set({ quantity: 1 }).where('user_id', '=', shopper.user._id).execute();
    const smaller = lines.map((line) => ({ ...line, quantity: 1 }));
    const fresh = await startPayment(shop, shopper, smaller, amount - 1499.5);
    const cartBefore = await cartQuantities(shop, shopper.user._id);

    await providerCompletes(old.merchantTransactionId);
    const status = await paymentStatus(shop, shopper, old.merchantTransactionId);
    expect(status.json()).toMatchObject({ success: false, data: { state: 'COMPLETED' } });
    expect(await paymentRow(shop, old.merchantTransactionId)).toMatchObject({
      state: 'COMPLETED',
      amount_paise: 2_799_800,
      provider_transaction_id: `SBXLATE${old.merchantTransactionId.slice(-6)}`,
      order_status: 'Refunded',
    });
    expect(
      await shop.db.selectFrom('refunds').select(['state', 'amount_paise']).where('order_id', '=', old.orderId).execute(),
    ).toEqual([{ state: 'COMPLETED', amount_paise: 2_799_800 }]);
    const order = await shop.db.selectFrom('orders').selectAll().where('id', '=', old.orderId).executeTakeFirstOrThrow();
    expect(order.attention_reason).toBe(PAID_AFTER_SUPERSEDED);
    expect(await cartQuantities(shop, shopper.user._id)).toEqual(cartBefore);
    expect(await payableOrders(shopper.user._id)).toEqual([{ id: fresh.orderId }]);

    const admin = await signInAdmin(shop);
    const listed = await shop.app.inject({ method: 'GET', url: apiPaths.orders.adminList, headers: admin.headers });
    const flagged = listed.json().data.find((entry: { _id: string }) => entry._id === old.orderId);
    expect(flagged).toMatchObject({
      status: 'Refunded',
      paymentState: 'COMPLETED',
      needsAttention: PAID_AFTER_SUPERSEDED,
      refund: { state: 'COMPLETED', amount: 27998 },
    });
    const dashboard = await shop.app.inject({ method: 'GET', url: apiPaths.orders.overallTotal, headers: admin.headers });
    expect(dashboard.statusCode).toBe(200);
  });
});

describe('the reconciler across processes', () => {
  it('two reconcilers over one database check a pending payment once and settle it once', async () => {
    const shopper = await registerShopper(shop);
    const { lines, amount } = await fillTypicalCart(shop, shopper);
    const { merchantTransactionId } = await startPayment(shop, shopper, lines, amount);
    await providerCompletes(merchantTransactionId);

    const sandbox = shop.app.payments.provider;
    let asked = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: PaymentProvider = {
      name: sandbox.name,
      createPayment: (input) => sandbox.createPayment(input),
      verifyWebhook: (authorization) => sandbox.verifyWebhook(authorization),
      refund: (input) => sandbox.refund(input),
      fetchRefundStatus: (id) => sandbox.fetchRefundStatus(id),
      async fetchStatus(id) {
        if (id === merchantTransactionId) {
          asked += 1;
          await gate;
        }
        return sandbox.fetchStatus(id);
      },
    };
    const settled: unknown[] = [];
    const log = { info: (fields: unknown) => settled.push(fields), warn: () => {}, error: () => {} };
    const processes = [1, 2].map(() => createPaymentGateway(shop.config, shop.db, { provider: slow, log }));
    const later = Date.now() + 60_000;
    const passes = processes.map((gateway) => reconcilePendingPayments(shop.db, gateway, later));
    setTimeout(release, 300);
    await Promise.all(passes);
    expect(asked).toBe(1);
    expect(
      settled.filter((fields) => (fields as { merchantTransactionId?: string }).merchantTransactionId === merchantTransactionId),
    ).toHaveLength(1);
    expect(await paymentRow(shop, merchantTransactionId)).toMatchObject({
      state: 'COMPLETED',
      order_status: 'Pending',
      checking_until: null,
    });
    expect(await cartQuantities(shop, shopper.user._id)).toEqual({});
  });
});
