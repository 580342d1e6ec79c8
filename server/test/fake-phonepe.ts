import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export type FakeOrder = {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  redirectUrl: string;
  message: string | undefined;
  /** The lifetime the shop asked for (seconds), as sent; undefined when it sent none (PhonePe then uses 1200). */
  expireAfter: number | undefined;
  expireAt: number;
  state: FakeOrderState;
  /** What the status call reports as the amount (differs from `amount` only when a test says so). */
  reportedAmount: number;
  paymentDetails: {
    paymentMode: string;
    transactionId: string;
    timestamp: number;
    amount: number;
    state: FakeOrderState;
    errorCode?: string;
  }[];
};

type FakeRefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export type FakeRefund = {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  refundId: string;
  amount: number;
  state: FakeRefundState;
  errorCode?: string;
  timestamp: number;
};

export type FakePhonePe = {
  url: string;
  credentials: { clientId: string; clientSecret: string; clientVersion: string; webhookUser: string; webhookPassword: string };
  /** Environment for `createTestApp` that points the shop's `phonepe` provider here. */
  env: Record<string, string>;
  tokenRequests: number;
  payRequests: number;
  statusRequests: number;
  /** Lifetime of the tokens issued from now on, in seconds. */
  tokenLifetimeSeconds: number;
  /** Holds every status answer this long (to test the client's timeout). */
  statusDelayMs: number;
  /** While true, the pay endpoint answers 503 as during an outage. */
  payOutage: boolean;
  orders: Map<string, FakeOrder>;
  /** Refunds by merchantRefundId: each id is one refund, however often it is asked for. */
  refunds: Map<string, FakeRefund>;
  refundRequests: number;
  refundStatusRequests: number;
  /** Holds every refund and refund status answer this long (the refund is recorded first, as when an answer is lost to a timeout). */
  refundDelayMs: number;
  /** When set, every new refund is refused with 400 and this code (as PhonePe refuses one it will not make). */
  refuseRefundsWith: string | undefined;
  /** PhonePe finishes the refund: COMPLETED. */
  completeRefund(merchantRefundId: string): FakeRefund;
  /** PhonePe gives up on the refund: FAILED. */
  failRefund(merchantRefundId: string, errorCode?: string): FakeRefund;
  /** PhonePe accepted the refund with the bank (still on its way). */
  confirmRefund(merchantRefundId: string): FakeRefund;
  /** The refunds asked for the given payment. */
  refundsOf(merchantOrderId: string): FakeRefund[];
  /** The body of a `pg.refund.*` webhook for this refund's current state (or the event given). */
  refundWebhookBody(merchantRefundId: string, event?: string): object;
  /** The shopper pays: the order becomes COMPLETED. `amount` makes the status call report another amount. */
  complete(merchantOrderId: string, options?: { paymentMode?: string; amount?: number }): FakeOrder;
  /** The payment attempt fails: the order becomes FAILED. */
  fail(merchantOrderId: string, errorCode?: string): FakeOrder;
  /** Forgets every issued token, as when PhonePe revokes them: the next call with one gets 401. */
  revokeTokens(): void;
  /** The body PhonePe would POST to the shop's webhook for this order's current state. */
  webhookBody(merchantOrderId: string): object;
  /** The headers PhonePe would send with a webhook (Authorization: hex SHA-256 of "user:password"). */
  webhookHeaders(): Record<string, string>;
  close(): Promise<void>;
};

const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

/**
 * A stand-in for PhonePe Standard Checkout v2 on 127.0.0.1 (random port). It checks what the real one checks
 * (docs/phonepe.md): form fields and grant type at the token endpoint, the `O-Bearer` token and its expiry, the
 * merchantOrderId format, an integer amount ≥ 100 paise, the payment flow and its redirect URL, duplicates.
 * Orders stay PENDING until a test calls `complete` or `fail`.
 */
export async function startFakePhonePe(): Promise<FakePhonePe> {
  const credentials = {
    clientId: 'VOLTCART_TEST_CLIENT',
    clientSecret: 'test-client-secret-0123456789',
    clientVersion: '1',
    webhookUser: 'voltcart_hook',
    webhookPassword: 'hookPassword123',
  };
  const tokens = new Map<string, number>(); // token → expiry (ms)

  const fake: FakePhonePe = {
    url: '',
    credentials,
    env: {},
    tokenRequests: 0,
    payRequests: 0,
    statusRequests: 0,
    tokenLifetimeSeconds: 3600,
    statusDelayMs: 0,
    payOutage: false,
    orders: new Map(),
    refunds: new Map(),
    refundRequests: 0,
    refundStatusRequests: 0,
    refundDelayMs: 0,
    refuseRefundsWith: undefined,
    completeRefund(merchantRefundId) {
      const refund = refundOrThrow(merchantRefundId);
      refund.state = 'COMPLETED';
      return refund;
    },
    failRefund(merchantRefundId, errorCode = 'REFUND_FAILED') {
      const refund = refundOrThrow(merchantRefundId);
      refund.state = 'FAILED';
      refund.errorCode = errorCode;
      return refund;
    },
    confirmRefund(merchantRefundId) {
      const refund = refundOrThrow(merchantRefundId);
      refund.state = 'CONFIRMED';
      return refund;
    },
    refundsOf(merchantOrderId) {
      return [...fake.refunds.values()].filter((refund) => refund.originalMerchantOrderId === merchantOrderId);
    },
    refundWebhookBody(merchantRefundId, event) {
      const refund = refundOrThrow(merchantRefundId);
      return {
        event:
          event ??
          (refund.state === 'FAILED'
            ? 'pg.refund.failed'
            : refund.state === 'COMPLETED'
              ? 'pg.refund.completed'
              : 'pg.refund.accepted'),
        payload: {
          merchantId: 'VOLTCARTUAT',
          merchantRefundId: refund.merchantRefundId,
          originalMerchantOrderId: refund.originalMerchantOrderId,
          refundId: refund.refundId,
          state: refund.state,
          amount: refund.amount,
          timestamp: refund.timestamp,
          ...(refund.errorCode ? { errorCode: refund.errorCode } : {}),
        },
      };
    },
    complete(merchantOrderId, options = {}) {
      const order = orderOrThrow(merchantOrderId);
      order.state = 'COMPLETED';
      if (options.amount !== undefined) order.reportedAmount = options.amount;
      order.paymentDetails.push({
        paymentMode: options.paymentMode ?? 'UPI_INTENT',
        transactionId: `OM${randomBytes(8).toString('hex').toUpperCase()}`,
        timestamp: Date.now(),
        amount: order.reportedAmount,
        state: 'COMPLETED',
      });
      return order;
    },
    fail(merchantOrderId, errorCode = 'PAYMENT_DECLINED') {
      const order = orderOrThrow(merchantOrderId);
      order.state = 'FAILED';
      order.paymentDetails.push({
        paymentMode: 'UPI_COLLECT',
        transactionId: `OM${randomBytes(8).toString('hex').toUpperCase()}`,
        timestamp: Date.now(),
        amount: order.amount,
        state: 'FAILED',
        errorCode,
      });
      return order;
    },
    revokeTokens() {
      tokens.clear();
    },
    webhookBody(merchantOrderId) {
      const order = orderOrThrow(merchantOrderId);
      return {
        event: order.state === 'FAILED' ? 'checkout.order.failed' : 'checkout.order.completed',
        payload: {
          merchantId: 'VOLTCARTUAT',
          merchantOrderId: order.merchantOrderId,
          orderId: order.orderId,
          state: order.state,
          amount: order.reportedAmount,
          expireAt: order.expireAt,
          paymentDetails: order.paymentDetails,
        },
      };
    },
    webhookHeaders() {
      const digest = createHash('sha256').update(`${credentials.webhookUser}:${credentials.webhookPassword}`).digest('hex');
      return { authorization: digest, 'content-type': 'application/json' };
    },
    close: async () => {},
  };

  function refundOrThrow(merchantRefundId: string): FakeRefund {
    const refund = fake.refunds.get(merchantRefundId);
    if (!refund) throw new Error(`fake PhonePe: no refund ${merchantRefundId}`);
    return refund;
  }

  const refundAnswer = (refund: FakeRefund) => ({
    originalMerchantOrderId: refund.originalMerchantOrderId,
    refundId: refund.refundId,
    amount: refund.amount,
    state: refund.state,
    timestamp: refund.timestamp,
    ...(refund.state === 'FAILED' ? { errorCode: refund.errorCode, detailedErrorCode: refund.errorCode } : {}),
    splitInstruments: [{ rail: { type: 'UPI' }, instrument: { type: 'ACCOUNT' }, amount: refund.amount }],
  });

  function orderOrThrow(merchantOrderId: string): FakeOrder {
    const order = fake.orders.get(merchantOrderId);
    if (!order) throw new Error(`fake PhonePe: no order ${merchantOrderId}`);
    return order;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { code: 'INTERNAL_SERVER_ERROR', message: String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);

    if (request.method === 'POST' && url.pathname === '/v1/oauth/token') {
      fake.tokenRequests += 1;
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return send(response, 400, { code: 'BAD_REQUEST', message: 'form-encoded body expected' });
      }
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'client_credentials')
        return send(response, 400, { code: 'BAD_REQUEST', message: 'grant_type' });
      if (
        form.get('client_id') !== credentials.clientId ||
        form.get('client_secret') !== credentials.clientSecret ||
        form.get('client_version') !== credentials.clientVersion
      ) {
        return send(response, 401, { code: 'UNAUTHORIZED', message: 'Client authentication failed' });
      }
      const token = randomBytes(24).toString('base64url');
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + fake.tokenLifetimeSeconds;
      tokens.set(token, expiresAt * 1000);
      return send(response, 200, {
        access_token: token,
        encrypted_access_token: token,
        expires_in: null,
        issued_at: issuedAt,
        expires_at: expiresAt,
        session_expires_at: expiresAt,
        token_type: 'O-Bearer',
      });
    }

    const authorization = request.headers.authorization ?? '';
    const token = authorization.startsWith('O-Bearer ') ? authorization.slice('O-Bearer '.length) : undefined;
    const tokenExpiry = token ? tokens.get(token) : undefined;
    const authorized = tokenExpiry !== undefined && tokenExpiry > Date.now();

    if (request.method === 'POST' && url.pathname === '/checkout/v2/pay') {
      fake.payRequests += 1;
      if (!authorized) return send(response, 401, { code: 'UNAUTHORIZED', message: 'Invalid or expired token' });
      if (fake.payOutage) return send(response, 503, { code: 'SERVICE_UNAVAILABLE', message: 'Try again later' });
      let pay: any;
      try {
        pay = JSON.parse(body);
      } catch {
        return send(response, 400, { code: 'BAD_REQUEST', message: 'body is not JSON' });
      }
      const problem = payProblem(pay);
      if (problem) return send(response, 400, { code: 'BAD_REQUEST', message: problem });
      if (fake.orders.has(pay.merchantOrderId))
        return send(response, 400, { code: 'BAD_REQUEST', message: 'Duplicate merchantOrderId' });
      const order: FakeOrder = {
        merchantOrderId: pay.merchantOrderId,
        orderId: `OMO${randomBytes(10).toString('hex').toUpperCase()}`,
        amount: pay.amount,
        reportedAmount: pay.amount,
        redirectUrl: pay.paymentFlow.merchantUrls.redirectUrl,
        message: pay.paymentFlow.message,
        expireAfter: pay.expireAfter,
        expireAt: Date.now() + (pay.expireAfter ?? 1200) * 1000,
        state: 'PENDING',
        paymentDetails: [],
      };
      fake.orders.set(order.merchantOrderId, order);
      return send(response, 200, {
        orderId: order.orderId,
        state: 'PENDING',
        expireAt: order.expireAt,
        redirectUrl: `${fake.url}/checkout/ui?token=${order.orderId}`,
      });
    }

    const status = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(url.pathname);
    if (request.method === 'GET' && status) {
      fake.statusRequests += 1;
      if (!authorized) return send(response, 401, { code: 'UNAUTHORIZED', message: 'Invalid or expired token' });
      if (fake.statusDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.statusDelayMs));
      const order = fake.orders.get(decodeURIComponent(status[1]!));
      if (!order) return send(response, 404, { code: 'ORDER_NOT_FOUND', message: 'No order with this merchantOrderId' });
      const failed = order.paymentDetails.find((detail) => detail.state === 'FAILED');
      return send(response, 200, {
        orderId: order.orderId,
        state: order.state,
        amount: order.reportedAmount,
        expireAt: order.expireAt,
        ...(order.state === 'FAILED' ? { errorCode: failed?.errorCode ?? 'PAYMENT_ERROR' } : {}),
        paymentDetails: order.paymentDetails,
      });
    }

    if (request.method === 'POST' && url.pathname === '/payments/v2/refund') {
      fake.refundRequests += 1;
      if (!authorized) return send(response, 401, { code: 'UNAUTHORIZED', message: 'Invalid or expired token' });
      let asked: any;
      try {
        asked = JSON.parse(body);
      } catch {
        return send(response, 400, { code: 'BAD_REQUEST', message: 'body is not JSON' });
      }
      const existing = fake.refunds.get(asked?.merchantRefundId);
      // The same merchantRefundId is the same refund: asked again with the same fields, PhonePe answers it again.
      if (existing) {
        if (existing.originalMerchantOrderId !== asked.originalMerchantOrderId || existing.amount !== asked.amount) {
          return send(response, 400, { code: 'DUPLICATE_REQUEST', message: 'merchantRefundId already used for another refund' });
        }
      } else if (fake.refuseRefundsWith) {
        return send(response, 400, { code: fake.refuseRefundsWith, message: 'PhonePe refused the refund' });
      } else {
        const problem = refundProblem(
          asked,
          fake.orders.get(asked?.originalMerchantOrderId),
          fake.refundsOf(asked?.originalMerchantOrderId),
        );
        if (problem) return send(response, 400, { code: 'BAD_REQUEST', message: problem });
        fake.refunds.set(asked.merchantRefundId, {
          merchantRefundId: asked.merchantRefundId,
          originalMerchantOrderId: asked.originalMerchantOrderId,
          refundId: `OMR${randomBytes(10).toString('hex').toUpperCase()}`,
          amount: asked.amount,
          state: 'PENDING',
          timestamp: Date.now(),
        });
      }
      if (fake.refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.refundDelayMs));
      const refund = fake.refunds.get(asked.merchantRefundId)!;
      return send(response, 200, { refundId: refund.refundId, amount: refund.amount, state: refund.state });
    }

    const refundStatus = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(url.pathname);
    if (request.method === 'GET' && refundStatus) {
      fake.refundStatusRequests += 1;
      if (!authorized) return send(response, 401, { code: 'UNAUTHORIZED', message: 'Invalid or expired token' });
      if (fake.refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.refundDelayMs));
      const refund = fake.refunds.get(decodeURIComponent(refundStatus[1]!));
      if (!refund) return send(response, 404, { code: 'REFUND_NOT_FOUND', message: 'No refund with this merchantRefundId' });
      return send(response, 200, refundAnswer(refund));
    }

    return send(response, 404, { code: 'NOT_FOUND', message: `${request.method} ${url.pathname}` });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_BASE_URL: fake.url,
    PHONEPE_AUTH_URL: fake.url,
    PHONEPE_CLIENT_ID: credentials.clientId,
    PHONEPE_CLIENT_SECRET: credentials.clientSecret,
    PHONEPE_CLIENT_VERSION: credentials.clientVersion,
    PHONEPE_WEBHOOK_USER: credentials.webhookUser,
    PHONEPE_WEBHOOK_PASSWORD: credentials.webhookPassword,
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** What the real create-payment call would refuse, or undefined. */
function payProblem(pay: any): string | undefined {
  if (typeof pay !== 'object' || pay === null) return 'body must be an object';
  if (typeof pay.merchantOrderId !== 'string' || !MERCHANT_ORDER_ID.test(pay.merchantOrderId))
    return 'merchantOrderId is invalid';
  if (!Number.isInteger(pay.amount) || pay.amount < 100) return 'amount must be an integer of at least 100 paise';
  if (pay.expireAfter !== undefined && (!Number.isInteger(pay.expireAfter) || pay.expireAfter < 300 || pay.expireAfter > 3600)) {
    return 'expireAfter must be 300–3600 seconds';
  }
  if (pay.paymentFlow?.type !== 'PG_CHECKOUT') return 'paymentFlow.type must be PG_CHECKOUT';
  const redirectUrl = pay.paymentFlow?.merchantUrls?.redirectUrl;
  if (typeof redirectUrl !== 'string' || !URL.canParse(redirectUrl)) return 'paymentFlow.merchantUrls.redirectUrl is required';
  return undefined;
}

/** What the real refund call would refuse, or undefined (docs/phonepe.md, Refund). */
function refundProblem(asked: any, order: FakeOrder | undefined, earlier: FakeRefund[]): string | undefined {
  if (typeof asked !== 'object' || asked === null) return 'body must be an object';
  if (typeof asked.merchantRefundId !== 'string' || !MERCHANT_ORDER_ID.test(asked.merchantRefundId))
    return 'merchantRefundId is invalid';
  if (!order) return 'originalMerchantOrderId is unknown';
  if (order.state !== 'COMPLETED') return 'the original order is not COMPLETED';
  if (!Number.isInteger(asked.amount) || asked.amount < 100) return 'amount must be an integer of at least 100 paise';
  const refunded = earlier.filter((refund) => refund.state !== 'FAILED').reduce((sum, refund) => sum + refund.amount, 0);
  if (asked.amount + refunded > order.amount) return 'amount exceeds what is left to refund';
  return undefined;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: object) {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
