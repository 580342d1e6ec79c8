import { z } from 'zod';
import { envelope } from './common';
import { COD_CODE_PATTERN, COD_CONFIRMATIONS } from './cod-rules';

export * from './cod-rules';

const rupees = (label: string) =>
  z
    .number({ message: `Enter the ${label.toLowerCase()}` })
    .nonnegative({ message: `${label} cannot be negative` })
    .multipleOf(0.01, { message: `${label} has at most two decimals (paise)` })
    .max(10_000_000, { message: `${label} is at most ₹1,00,00,000` });

/** The admin's cash-on-delivery rules (rupees): the largest order it takes, its fee, how it is confirmed, refusals allowed. */
export const CodSettings = z.object({
  maxOrderValue: rupees('Maximum order value').positive({ message: 'Maximum order value must be more than 0' }),
  fee: rupees('Fee'),
  confirmation: z.enum(COD_CONFIRMATIONS, { message: "Confirmation is 'email-code' or 'off'" }),
  refusalsLimit: z
    .number({ message: 'Refusals allowed must be a whole number' })
    .int({ message: 'Refusals allowed must be a whole number' })
    .min(1, { message: 'Refusals allowed is at least 1' })
    .max(100, { message: 'Refusals allowed is at most 100' }),
});
export type CodSettings = z.infer<typeof CodSettings>;
export const CodSettingsAnswer = envelope(CodSettings);

export const ConfirmCodBody = z.object({
  code: z
    .string({ message: 'Enter the 6-digit code' })
    .trim()
    .regex(COD_CODE_PATTERN, { message: 'Enter the 6-digit code from the email' }),
});
export type ConfirmCodBody = z.infer<typeof ConfirmCodBody>;

export const ConfirmCodTokenBody = z.object({
  token: z.string({ message: 'This link is not valid' }).min(16, { message: 'This link is not valid' }).max(200),
});
export type ConfirmCodTokenBody = z.infer<typeof ConfirmCodTokenBody>;

/** After a confirmation: the order's id and status. After a resend: when another code may be asked for. */
export const CodConfirmed = z.object({ orderId: z.string(), status: z.string() });
export const CodConfirmedAnswer = envelope(CodConfirmed);
export const CodResend = z.object({ orderId: z.string(), resendAfterSeconds: z.number().int() });
export const CodResendAnswer = envelope(CodResend);
