import type { PaymentState } from '@voltcart/contract';

/** What the shop asks a provider to collect. */
export type CreatePaymentInput = {
  merchantTransactionId: string;
  amountPaise: number;
  /** Where the provider sends the shopper's browser afterwards (`${publicUrl}/status/<merchantTransactionId>`). */
  redirectUrl: string;
  /** Shown to the shopper on the pay page. */
  orderNumber: string;
};

export type CreatedPayment = {
  /** The provider's pay page for this payment. */
  redirectUrl: string;
  providerOrderId: string | null;
};

/** The provider's word on a payment. The shop decides on `state` only after checking `amountPaise`. */
export type ProviderStatus = {
  state: PaymentState;
  amountPaise: number;
  paymentMode?: string | undefined;
  providerTransactionId?: string | undefined;
  /** What the provider answered, kept with the payment row (never holds secrets). */
  raw: unknown;
};

/** What the shop asks a provider to give back: all or part of a completed payment. */
export type RefundInput = {
  /** The shop's id of this refund attempt; the same id again is the same refund (idempotent). */
  merchantRefundId: string;
  /** The paid payment's id (PhonePe's `originalMerchantOrderId`). */
  merchantTransactionId: string;
  amountPaise: number;
};

/**
 * The provider's word on a refund. PhonePe's CONFIRMED reads as PENDING: the shop decides only on COMPLETED or
 * FAILED, and only after checking `amountPaise`.
 */
export type ProviderRefund = {
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  amountPaise: number;
  providerRefundId?: string | undefined;
  /** What the provider answered, kept with the refund row (never holds secrets). */
  raw: unknown;
};

export interface PaymentProvider {
  readonly name: 'sandbox' | 'phonepe';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchStatus(merchantTransactionId: string): Promise<ProviderStatus>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  fetchRefundStatus(merchantRefundId: string): Promise<ProviderRefund>;
  /** True when a webhook's `Authorization` header is the provider's shared secret. */
  verifyWebhook(authorization: string | undefined): boolean;
}

/** The provider could not be reached or refused the call. The message names the call, never a secret. */
export class PaymentProviderError extends Error {
  /** The provider's HTTP status when it answered with an error; undefined when it was not reached or timed out. */
  readonly status: number | undefined;

  constructor(message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.status = options?.status;
  }

  /** The provider answered and refused the request itself (a 4xx other than auth, timeout or throttling): asking again the same way will not help. */
  get refused(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500 && ![401, 408, 429].includes(this.status);
  }
}
