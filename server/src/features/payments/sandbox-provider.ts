import { randomBytes } from 'node:crypto';
import type { PaymentState } from '@voltcart/contract';
import { sandboxPaths } from './sandbox-paths';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderStatus } from './provider';

export type SandboxPayment = {
  merchantTransactionId: string;
  amountPaise: number;
  orderNumber: string;
  redirectUrl: string;
  state: PaymentState;
  paymentMode?: string;
  transactionId?: string;
};

/**
 * The do-nothing provider behind the same interface as PhonePe: its "pay page" is served by the shop itself
 * (`/sandbox/pay/:merchantTransactionId`) and no money moves. It keeps its own truth in memory, apart from the
 * shop's payment rows, so the shop confirms sandbox payments exactly as it confirms PhonePe ones. A payment it
 * does not know (e.g. after a restart) stays PENDING until the reconciler expires it.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #payments = new Map<string, SandboxPayment>();
  readonly #publicUrl: string;

  constructor(publicUrl: string) {
    this.#publicUrl = publicUrl;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    this.#payments.set(input.merchantTransactionId, {
      merchantTransactionId: input.merchantTransactionId,
      amountPaise: input.amountPaise,
      orderNumber: input.orderNumber,
      redirectUrl: input.redirectUrl,
      state: 'PENDING',
    });
    return {
      redirectUrl: `${this.#publicUrl}${sandboxPaths.payPage(input.merchantTransactionId)}`,
      providerOrderId: `SANDBOX-${input.merchantTransactionId}`,
    };
  }

  async fetchStatus(merchantTransactionId: string): Promise<ProviderStatus> {
    const payment = this.#payments.get(merchantTransactionId);
    if (!payment) return { state: 'PENDING', amountPaise: 0, raw: { state: 'PENDING', note: 'not known to the sandbox' } };
    return {
      state: payment.state,
      amountPaise: payment.amountPaise,
      paymentMode: payment.paymentMode,
      providerTransactionId: payment.transactionId,
      raw: {
        state: payment.state,
        amount: payment.amountPaise,
        ...(payment.paymentMode ? { paymentMode: payment.paymentMode, transactionId: payment.transactionId } : {}),
      },
    };
  }

  /** The sandbox sends no webhooks, so none is genuine. */
  verifyWebhook(): boolean {
    return false;
  }

  find(merchantTransactionId: string): SandboxPayment | undefined {
    return this.#payments.get(merchantTransactionId);
  }

  /** The shopper pressed Pay or Fail on the sandbox page; the first press decides. */
  record(merchantTransactionId: string, outcome: 'COMPLETED' | 'FAILED'): SandboxPayment | undefined {
    const payment = this.#payments.get(merchantTransactionId);
    if (!payment || payment.state !== 'PENDING') return payment;
    payment.state = outcome;
    if (outcome === 'COMPLETED') {
      payment.paymentMode = 'UPI_INTENT';
      payment.transactionId = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
    }
    return payment;
  }
}
