import { z } from 'zod';
import { EmptyAnswer } from '../common';
import { InitiatePaymentAnswer, InitiatePaymentBody, PaymentStatusAnswer, TransactionIdParams } from '../payment';
import { paymentCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

/**
 * PhonePe's webhook body (docs/phonepe.md): the provider's shape, not the shop's. Only `merchantOrderId` (or a refund
 * event's `merchantRefundId`) is read: the state is confirmed with the status call.
 */
export const PhonePeWebhookBody = z.object({
  event: z.string().max(100).optional(),
  payload: z
    .object({
      merchantOrderId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,63}$/)
        .optional(),
      // Refund events (pg.refund.*) name the refund.
      merchantRefundId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,63}$/)
        .optional(),
      state: z.string().max(40).optional(),
      amount: z.number().optional(),
    })
    .passthrough(),
});

export const paymentRoutes = {
  initiate: defineRoute(paymentCalls.initiate, {
    body: InitiatePaymentBody,
    response: { 200: InitiatePaymentAnswer },
    // 429: too many unpaid checkouts this hour, or a product held unpaid again too soon (checkout holds).
    errors: [...signedInErrors, 404, 409, 422, 429],
  }),
  status: defineRoute(paymentCalls.status, {
    params: TransactionIdParams,
    response: { 200: PaymentStatusAnswer },
    errors: [...signedInErrors, 404],
  }),
  webhook: defineRoute(paymentCalls.webhook, { body: PhonePeWebhookBody, response: { 200: EmptyAnswer }, errors: [401] }),
};
