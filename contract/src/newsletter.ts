import { z } from 'zod';
import { envelope } from './common';

export const SubscribeBody = z.object({
  email: z
    .string({ message: 'email is required' })
    .trim()
    .toLowerCase()
    .max(254)
    .email({ message: 'email must be a valid email address' }),
});
export type SubscribeBody = z.infer<typeof SubscribeBody>;

export const SubscribeAnswer = envelope(z.object({ email: z.string() }));

/** The double opt-in: the token from the confirmation email's link. */
export const ConfirmNewsletterBody = z.object({
  token: z.string({ message: 'token is required' }).trim().min(1, { message: 'token is required' }).max(200),
});
export type ConfirmNewsletterBody = z.infer<typeof ConfirmNewsletterBody>;

export const ConfirmNewsletterAnswer = envelope(z.object({ confirmed: z.literal(true) }));
