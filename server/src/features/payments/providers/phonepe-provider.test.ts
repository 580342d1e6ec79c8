import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePhonePe, type FakePhonePe } from '../../../../test/fake-phonepe';
import { newMerchantRefundId, newMerchantTransactionId } from '../../../lib/ids';
import { PhonePeProvider, type PhonePeSettings } from './phonepe-provider';
import { PaymentProviderError } from './provider';

let fake: FakePhonePe;
beforeAll(async () => {
  fake = await startFakePhonePe();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.statusDelayMs = 0;
  fake.tokenLifetimeSeconds = 3600;
});

const settings = (): PhonePeSettings => ({ ...fake.credentials, baseUrl: fake.url, authUrl: fake.url });
const payment = (amountPaise = 149_999_00) => ({
  merchantTransactionId: newMerchantTransactionId(),
  amountPaise,
  orderNumber: 'VC-TEST0001',
  redirectUrl: 'http://shop.test/status/x',
});

describe('PhonePe client: tokens', () => {
  it('fetches one token for five payments started at once, and sends each payment as PhonePe expects', async () => {
    const client = new PhonePeProvider(settings());
    const before = fake.tokenRequests;
    const inputs = Array.from({ length: 5 }, () => payment(50_000));
    const created = await Promise.all(inputs.map((input) => client.createPayment(input)));
    expect(fake.tokenRequests - before).toBe(1);
    for (const [index, input] of inputs.entries()) {
      const order = fake.orders.get(input.merchantTransactionId)!;
      expect(order).toMatchObject({ amount: 50_000, redirectUrl: input.redirectUrl, message: 'Voltcart order VC-TEST0001' });
      expect(created[index]).toEqual({ redirectUrl: expect.stringContaining(fake.url), providerOrderId: order.orderId });
    }
    // Later calls reuse the cached token too.
    await client.fetchStatus(inputs[0]!.merchantTransactionId);
    expect(fake.tokenRequests - before).toBe(1);
  });

  it('refreshes the token once it is close to expiry', async () => {
    let clock = Date.now();
    const client = new PhonePeProvider(settings(), { now: () => clock });
    const before = fake.tokenRequests;
    await client.createPayment(payment());
    clock += 58 * 60_000; // 2 minutes before the hour-long token expires: inside the refresh margin
    await client.createPayment(payment());
    expect(fake.tokenRequests - before).toBe(2);
    await client.createPayment(payment());
    expect(fake.tokenRequests - before).toBe(2);
  });

  it('on 401 refreshes the token once and retries the call once', async () => {
    const client = new PhonePeProvider(settings());
    const first = payment();
    await client.createPayment(first);
    const before = { tokens: fake.tokenRequests, status: fake.statusRequests };
    fake.revokeTokens();
    const status = await client.fetchStatus(first.merchantTransactionId);
    expect(status.state).toBe('PENDING');
    expect(fake.tokenRequests - before.tokens).toBe(1);
    expect(fake.statusRequests - before.status).toBe(2);
  });

  it('shares one refresh between concurrent calls that all got 401', async () => {
    const client = new PhonePeProvider(settings());
    const inputs = Array.from({ length: 4 }, () => payment());
    await Promise.all(inputs.map((input) => client.createPayment(input)));
    fake.revokeTokens();
    const before = fake.tokenRequests;
    await Promise.all(inputs.map((input) => client.fetchStatus(input.merchantTransactionId)));
    expect(fake.tokenRequests - before).toBe(1);
  });

  it('fails with a clear error, and no secret in it, for wrong credentials', async () => {
    const client = new PhonePeProvider({ ...settings(), clientSecret: 'not-the-secret' });
    const error = await client.createPayment(payment()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('PhonePe token call answered 401');
    expect((error as Error).message).not.toContain('not-the-secret');
  });
});

describe('PhonePe client: payments and status', () => {
  it('reports PENDING, then COMPLETED with the payment mode and transaction id', async () => {
    const client = new PhonePeProvider(settings());
    const input = payment(25_000);
    await client.createPayment(input);
    expect(await client.fetchStatus(input.merchantTransactionId)).toMatchObject({ state: 'PENDING', amountPaise: 25_000 });

    const order = fake.complete(input.merchantTransactionId, { paymentMode: 'CARD' });
    const status = await client.fetchStatus(input.merchantTransactionId);
    expect(status).toMatchObject({
      state: 'COMPLETED',
      amountPaise: 25_000,
      paymentMode: 'CARD',
      providerTransactionId: order.paymentDetails[0]!.transactionId,
    });
    expect(status.raw).toMatchObject({ state: 'COMPLETED', amount: 25_000 });
  });

  it('reports FAILED', async () => {
    const client = new PhonePeProvider(settings());
    const input = payment();
    await client.createPayment(input);
    fake.fail(input.merchantTransactionId);
    expect((await client.fetchStatus(input.merchantTransactionId)).state).toBe('FAILED');
  });

  it('reports the amount PhonePe says, so the shop can refuse a mismatch', async () => {
    const client = new PhonePeProvider(settings());
    const input = payment(10_000);
    await client.createPayment(input);
    fake.complete(input.merchantTransactionId, { amount: 100 });
    expect(await client.fetchStatus(input.merchantTransactionId)).toMatchObject({ state: 'COMPLETED', amountPaise: 100 });
  });

  it('gives up after its timeout with an error (the caller leaves the payment pending)', async () => {
    const client = new PhonePeProvider(settings(), { timeoutMs: 150 });
    const input = payment();
    await client.createPayment(input);
    fake.statusDelayMs = 1_000;
    const started = Date.now();
    const error = await client.fetchStatus(input.merchantTransactionId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers an error for an order PhonePe does not know and for a duplicate merchantOrderId', async () => {
    const client = new PhonePeProvider(settings());
    await expect(client.fetchStatus('VCNOSUCHORDER')).rejects.toThrow('PhonePe order status call answered 404 (ORDER_NOT_FOUND)');
    const input = payment();
    await client.createPayment(input);
    await expect(client.createPayment(input)).rejects.toThrow('PhonePe create payment call answered 400');
  });
});

describe('PhonePe client: refunds', () => {
  beforeEach(() => {
    fake.refundDelayMs = 0;
  });

  /** A payment of ₹500.00 the shopper completed at the fake PhonePe. */
  async function paidPayment(client: PhonePeProvider) {
    const input = payment(50_000);
    await client.createPayment(input);
    fake.complete(input.merchantTransactionId);
    return input.merchantTransactionId;
  }

  it('asks for a refund of a paid order, reads CONFIRMED as still pending, then COMPLETED', async () => {
    const client = new PhonePeProvider(settings());
    const merchantTransactionId = await paidPayment(client);
    const merchantRefundId = newMerchantRefundId();
    const asked = await client.refund({ merchantRefundId, merchantTransactionId, amountPaise: 50_000 });
    expect(asked).toMatchObject({
      state: 'PENDING',
      amountPaise: 50_000,
      providerRefundId: fake.refunds.get(merchantRefundId)!.refundId,
    });
    fake.confirmRefund(merchantRefundId);
    expect(await client.fetchRefundStatus(merchantRefundId)).toMatchObject({ state: 'PENDING', raw: { state: 'CONFIRMED' } });
    fake.completeRefund(merchantRefundId);
    expect(await client.fetchRefundStatus(merchantRefundId)).toMatchObject({ state: 'COMPLETED', amountPaise: 50_000 });
  });

  it('asking again with the same merchantRefundId is the same refund, never a second one', async () => {
    const client = new PhonePeProvider(settings());
    const merchantTransactionId = await paidPayment(client);
    const merchantRefundId = newMerchantRefundId();
    const first = await client.refund({ merchantRefundId, merchantTransactionId, amountPaise: 50_000 });
    const again = await client.refund({ merchantRefundId, merchantTransactionId, amountPaise: 50_000 });
    expect(again.providerRefundId).toBe(first.providerRefundId);
    expect(fake.refundsOf(merchantTransactionId)).toHaveLength(1);
  });

  it('is refused for more than was paid, for an unpaid order, and after 401 refreshes the token once', async () => {
    const client = new PhonePeProvider(settings());
    const merchantTransactionId = await paidPayment(client);
    await expect(
      client.refund({ merchantRefundId: newMerchantRefundId(), merchantTransactionId, amountPaise: 50_001 }),
    ).rejects.toThrow('PhonePe refund call answered 400 (BAD_REQUEST)');
    const unpaid = payment(50_000);
    await client.createPayment(unpaid);
    await expect(
      client.refund({
        merchantRefundId: newMerchantRefundId(),
        merchantTransactionId: unpaid.merchantTransactionId,
        amountPaise: 50_000,
      }),
    ).rejects.toThrow(PaymentProviderError);

    fake.revokeTokens();
    const before = fake.tokenRequests;
    await client.refund({ merchantRefundId: newMerchantRefundId(), merchantTransactionId, amountPaise: 20_000 });
    expect(fake.tokenRequests - before).toBe(1);
  });

  it('gives up after its timeout with an error (the caller leaves the refund pending)', async () => {
    const client = new PhonePeProvider(settings(), { timeoutMs: 100 });
    const merchantTransactionId = await paidPayment(client);
    fake.refundDelayMs = 400;
    await expect(
      client.refund({ merchantRefundId: newMerchantRefundId(), merchantTransactionId, amountPaise: 50_000 }),
    ).rejects.toThrow('PhonePe refund call timed out after 100 ms');
  });
});

describe('PhonePe client: webhook header', () => {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex');

  it('accepts the hex SHA-256 of "user:password" in either case and refuses anything else', () => {
    const client = new PhonePeProvider(settings());
    const { webhookUser, webhookPassword } = fake.credentials;
    expect(client.verifyWebhook(digest(`${webhookUser}:${webhookPassword}`))).toBe(true);
    expect(client.verifyWebhook(digest(`${webhookUser}:${webhookPassword}`).toUpperCase())).toBe(true);
    expect(client.verifyWebhook(digest(`${webhookUser}:wrong`))).toBe(false);
    expect(client.verifyWebhook(`${webhookUser}:${webhookPassword}`)).toBe(false);
    expect(client.verifyWebhook('')).toBe(false);
    expect(client.verifyWebhook(undefined)).toBe(false);
  });
});
