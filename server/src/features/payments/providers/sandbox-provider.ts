import { randomBytes } from 'node:crypto';
import type { AnyColumn, InsertObject } from 'kysely';
import { nowIso } from '../../../db/engine/database';
import type { Executor } from '../../../db/engine/executor';
import type { Database, SandboxPaymentsTable } from '../../../db/engine/schema';
import { sandboxPaths } from './sandbox-paths';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  ProviderRefund,
  ProviderStatus,
  RefundInput,
} from './provider';

export type SandboxPayment = {
  merchantTransactionId: string;
  amountPaise: number;
  orderNumber: string;
  state: SandboxPaymentsTable['state'];
  paymentMode: string | null;
  transactionId: string | null;
  /** Where the pay page sends the shopper afterwards (the checkout's redirect URL); undefined for older payments. */
  returnUrl: string | undefined;
};

/**
 * The do-nothing provider behind the same interface as PhonePe: its "pay page" is served by the shop itself
 * (`/sandbox/pay/:merchantTransactionId`) and no money moves. It keeps its own truth in its own table, apart
 * from the shop's payment rows, so the shop confirms sandbox payments exactly as it confirms PhonePe ones, and
 * a press reaches the right payment after a restart or on another process.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #db: Executor;
  readonly #publicUrl: string;

  constructor(db: Executor, publicUrl: string) {
    this.#db = db;
    this.#publicUrl = publicUrl;
  }

  /** Writes the sandbox's record of a payment or refund once: the same id again (a retried call) keeps the first. */
  async #recordOnce<T extends 'sandbox_payments' | 'sandbox_refunds'>(
    table: T,
    id: AnyColumn<Database, T>,
    record: InsertObject<Database, T>,
  ): Promise<void> {
    await this.#db
      .insertInto(table)
      .values(record)
      .onConflict((conflict) => conflict.column(id).doNothing())
      .execute();
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    await this.#recordOnce('sandbox_payments', 'merchant_transaction_id', {
      merchant_transaction_id: input.merchantTransactionId,
      amount_paise: input.amountPaise,
      order_number: input.orderNumber,
      state: 'PENDING',
      payment_mode: null,
      transaction_id: null,
      created_at: nowIso(),
      return_url: input.redirectUrl,
    });
    return {
      redirectUrl: `${this.#publicUrl}${sandboxPaths.payPage(input.merchantTransactionId)}`,
      providerOrderId: `SANDBOX-${input.merchantTransactionId}`,
    };
  }

  async fetchStatus(merchantTransactionId: string): Promise<ProviderStatus> {
    const payment = await this.find(merchantTransactionId);
    if (!payment) return { state: 'PENDING', amountPaise: 0, raw: { state: 'PENDING', note: 'not known to the sandbox' } };
    return {
      state: payment.state,
      amountPaise: payment.amountPaise,
      paymentMode: payment.paymentMode ?? undefined,
      providerTransactionId: payment.transactionId ?? undefined,
      raw: {
        state: payment.state,
        amount: payment.amountPaise,
        ...(payment.paymentMode ? { paymentMode: payment.paymentMode, transactionId: payment.transactionId } : {}),
      },
    };
  }

  /** No money moved, so the sandbox's refund completes at once; kept in its own table, the same id again is the same refund. */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    await this.#recordOnce('sandbox_refunds', 'merchant_refund_id', {
      state: 'COMPLETED',
      refund_id: `SBXR${randomBytes(8).toString('hex').toUpperCase()}`,
      merchant_refund_id: input.merchantRefundId,
      merchant_transaction_id: input.merchantTransactionId,
      amount_paise: input.amountPaise,
      created_at: nowIso(),
    });
    return this.fetchRefundStatus(input.merchantRefundId);
  }

  async fetchRefundStatus(merchantRefundId: string): Promise<ProviderRefund> {
    const row = await this.#db
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('merchant_refund_id', '=', merchantRefundId)
      .executeTakeFirst();
    if (!row) return { state: 'PENDING', amountPaise: 0, raw: { state: 'PENDING', note: 'not known to the sandbox' } };
    const amountPaise = Number(row.amount_paise);
    return {
      state: row.state,
      amountPaise,
      providerRefundId: row.refund_id,
      raw: {
        state: row.state,
        amount: amountPaise,
        refundId: row.refund_id,
        originalMerchantOrderId: row.merchant_transaction_id,
      },
    };
  }

  /** The sandbox sends no webhooks, so none is genuine. */
  verifyWebhook(): boolean {
    return false;
  }

  async find(merchantTransactionId: string): Promise<SandboxPayment | undefined> {
    const row = await this.#db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('merchant_transaction_id', '=', merchantTransactionId)
      .executeTakeFirst();
    return (
      row && {
        merchantTransactionId: row.merchant_transaction_id,
        amountPaise: Number(row.amount_paise),
        orderNumber: row.order_number,
        state: row.state,
        paymentMode: row.payment_mode,
        transactionId: row.transaction_id,
        returnUrl: row.return_url ?? undefined,
      }
    );
  }

  /** The shopper pressed Pay or Fail on the sandbox page; the first press decides, on any process. */
  async record(merchantTransactionId: string, outcome: 'COMPLETED' | 'FAILED'): Promise<SandboxPayment | undefined> {
    await this.#db
      .updateTable('sandbox_payments')
      .set({
        state: outcome,
        ...(outcome === 'COMPLETED'
          ? { payment_mode: 'UPI_INTENT', transaction_id: `SBX${randomBytes(8).toString('hex').toUpperCase()}` }
          : {}),
      })
      .where('merchant_transaction_id', '=', merchantTransactionId)
      .where('state', '=', 'PENDING')
      .execute();
    return this.find(merchantTransactionId);
  }
}
