import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentState } from '@voltcart/contract';
import { z } from 'zod';
import type { Config } from '../../../config';
import { CHECKOUT_LIMITS } from '../checkout/limits';
import {
  PaymentProviderError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderStatus,
  type RefundInput,
} from './provider';

export type PhonePeSettings = Config['payments']['phonepe'];

type PhonePeOptions = {
  /** Every call to PhonePe gives up after this long (a timeout leaves the payment pending). */
  timeoutMs?: number;
  /** The clock used for token expiry (tests move it). */
  now?: () => number;
};

/** PhonePe's order lifetime asked at create time (seconds): ends within the checkout's stock hold. */
const PHONEPE_EXPIRE_AFTER_SECONDS = CHECKOUT_LIMITS.providerPayWindowMs / 1000;
/** A token is refreshed this long before its `expires_at` (or halfway through a shorter life). */
const TOKEN_REFRESH_MARGIN_MS = 3 * 60_000;

const TokenAnswer = z.object({ access_token: z.string().min(1), expires_at: z.number() });
const PayAnswer = z.object({ orderId: z.string().min(1), redirectUrl: z.string().url() });
const StatusAnswer = z.object({
  state: PaymentState,
  amount: z.number().int(),
  paymentDetails: z
    .array(
      z
        .object({ paymentMode: z.string().optional(), transactionId: z.string().optional(), state: z.string().optional() })
        .passthrough(),
    )
    .optional(),
});

const RefundAnswer = z.object({
  refundId: z.string().min(1).optional(),
  amount: z.number().int(),
  state: z.enum(['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED']),
});

/** CONFIRMED is PhonePe's "accepted, on its way": still pending for the shop. */
const toProviderRefund = (answer: z.infer<typeof RefundAnswer>, raw: unknown): ProviderRefund => ({
  state: answer.state === 'CONFIRMED' ? 'PENDING' : answer.state,
  amountPaise: answer.amount,
  providerRefundId: answer.refundId,
  raw,
});

type Token = { value: string; refreshAt: number };

/** PhonePe Standard Checkout v2 (docs/phonepe.md): OAuth client-credentials token, create payment, order status, webhook check. */
export class PhonePeProvider implements PaymentProvider {
  readonly name = 'phonepe' as const;
  readonly #settings: PhonePeSettings;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #expectedWebhookDigest: Buffer;
  #token: Token | undefined;
  /** One refresh shared by every caller that needs a token while it runs. */
  #refreshing: Promise<Token> | undefined;

  constructor(settings: PhonePeSettings, options: PhonePeOptions = {}) {
    this.#settings = settings;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#now = options.now ?? Date.now;
    this.#expectedWebhookDigest = sha256(sha256(`${settings.webhookUser}:${settings.webhookPassword}`).toString('hex'));
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const answer = await this.#call('create payment', 'POST', '/checkout/v2/pay', {
      merchantOrderId: input.merchantTransactionId,
      amount: input.amountPaise,
      expireAfter: PHONEPE_EXPIRE_AFTER_SECONDS,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: `Voltcart order ${input.orderNumber}`,
        merchantUrls: { redirectUrl: input.redirectUrl },
      },
    });
    const pay = parseAnswer(PayAnswer, answer, 'create payment');
    return { redirectUrl: pay.redirectUrl, providerOrderId: pay.orderId };
  }

  async fetchStatus(merchantTransactionId: string): Promise<ProviderStatus> {
    const path = `/checkout/v2/order/${encodeURIComponent(merchantTransactionId)}/status?details=false`;
    const answer = await this.#call('order status', 'GET', path);
    const status = parseAnswer(StatusAnswer, answer, 'order status');
    // The attempt that paid, else the latest attempt.
    const details = status.paymentDetails ?? [];
    const attempt = details.find((detail) => detail.state === 'COMPLETED') ?? details.at(-1);
    return {
      state: status.state,
      amountPaise: status.amount,
      paymentMode: attempt?.paymentMode,
      providerTransactionId: attempt?.transactionId,
      raw: answer,
    };
  }

  /** Refund (docs/phonepe.md): idempotent by merchantRefundId, so a retry after a timeout asks for the same refund. */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    const answer = await this.#call('refund', 'POST', '/payments/v2/refund', {
      merchantRefundId: input.merchantRefundId,
      originalMerchantOrderId: input.merchantTransactionId,
      amount: input.amountPaise,
    });
    return toProviderRefund(parseAnswer(RefundAnswer, answer, 'refund'), answer);
  }

  /** Refund status (docs/phonepe.md). */
  async fetchRefundStatus(merchantRefundId: string): Promise<ProviderRefund> {
    const answer = await this.#call('refund status', 'GET', `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`);
    return toProviderRefund(parseAnswer(RefundAnswer, answer, 'refund status'), answer);
  }

  /** PhonePe sends `Authorization: <hex SHA-256 of "user:password">`; compared in constant time. */
  verifyWebhook(authorization: string | undefined): boolean {
    if (!authorization) return false;
    // Hashing both sides gives equal lengths, so timingSafeEqual never throws and leaks no length.
    return timingSafeEqual(sha256(authorization.trim().toLowerCase()), this.#expectedWebhookDigest);
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#now() < this.#token.refreshAt) return this.#token.value;
    return (await this.#refresh()).value;
  }

  #refresh(): Promise<Token> {
    this.#refreshing ??= this.#requestToken().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  /** A fresh token after PhonePe refused `rejected`; callers that raced here share one refresh. */
  async #tokenAfterRejection(rejected: string): Promise<string> {
    if (this.#token && this.#token.value !== rejected) return this.#token.value;
    this.#token = undefined;
    return (await this.#refresh()).value;
  }

  async #requestToken(): Promise<Token> {
    const form = new URLSearchParams({
      client_id: this.#settings.clientId,
      client_version: this.#settings.clientVersion,
      client_secret: this.#settings.clientSecret,
      grant_type: 'client_credentials',
    });
    const response = await this.#fetch('token', `${this.#settings.authUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    if (!response.ok) throw new PaymentProviderError(`PhonePe token call answered ${response.status}`);
    const token = parseAnswer(TokenAnswer, await readJson(response, 'token'), 'token');
    const now = this.#now();
    const expiresAtMs = token.expires_at * 1000;
    const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, Math.max(0, (expiresAtMs - now) / 2));
    this.#token = { value: token.access_token, refreshAt: expiresAtMs - margin };
    return this.#token;
  }

  /** An authorised call: on 401 the token is refreshed once and the call retried once. */
  async #call(what: string, method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const send = (token: string) =>
      this.#fetch(what, `${this.#settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `O-Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const token = await this.#accessToken();
    let response = await send(token);
    if (response.status === 401) {
      await response.body?.cancel();
      response = await send(await this.#tokenAfterRejection(token));
    }
    if (!response.ok) {
      const answer = (await readJson(response, what).catch(() => undefined)) as { code?: unknown } | undefined;
      const code = typeof answer?.code === 'string' ? ` (${answer.code})` : '';
      throw new PaymentProviderError(`PhonePe ${what} call answered ${response.status}${code}`, { status: response.status });
    }
    return readJson(response, what);
  }

  async #fetch(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${this.#timeoutMs} ms`
          : 'could not be reached';
      throw new PaymentProviderError(`PhonePe ${what} call ${reason}`, { cause: error });
    }
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'is not JSON';
    throw new PaymentProviderError(`PhonePe ${what} answer ${reason}`, { cause: error });
  }
}

function parseAnswer<T extends z.ZodType>(schema: T, answer: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new PaymentProviderError(`PhonePe ${what} answer is not as documented`);
  return parsed.data;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
