import { z } from 'zod';
import { envelope, Id } from './common';
import { PaymentState } from './order';
import { MAX_CART_QUANTITY } from './cart';
import { PAYMENT_METHODS } from './cod-rules';

export const InitiatePaymentBody = z.object({
  amount: z.number({ message: 'amount must be a number' }).positive({ message: 'amount must be positive' }),
  cartItems: z
    .array(
      z.object({
        productId: Id,
        quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
      }),
    )
    .min(1, { message: 'cartItems must not be empty' })
    .max(100),
  /** Where to deliver: one of the shopper's addresses; their default address when absent (the spec's client sends none). */
  addressId: Id.optional(),
  /** How the shopper pays: online through the provider (the default, as the spec's client sends none) or cash on delivery. */
  paymentMethod: z.enum(PAYMENT_METHODS, { message: "paymentMethod is 'online' or 'cod'" }).optional(),
});
export type InitiatePaymentBody = z.infer<typeof InitiatePaymentBody>;

export const InitiatePaymentData = z.object({
  merchantTransactionId: z.string(),
  orderId: z.string(),
  redirectUrl: z.string(),
});

/** The spec reads `redirectUrl` at the top level; it is also inside `data`. */
export const InitiatePaymentAnswer = envelope(InitiatePaymentData).extend({ redirectUrl: z.string() });
export type InitiatePaymentAnswer = z.infer<typeof InitiatePaymentAnswer>;

export const TransactionIdParams = z.object({
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, { message: 'transactionId is not valid' }),
});

export const PaymentStatusData = z.object({
  merchantTransactionId: z.string(),
  orderId: z.string(),
  state: PaymentState,
  amount: z.number(),
});
export type PaymentStatusData = z.infer<typeof PaymentStatusData>;

/** `success` is true only when the payment is COMPLETED; `data.state` tells PENDING from FAILED. */
export const PaymentStatusAnswer = envelope(PaymentStatusData);
