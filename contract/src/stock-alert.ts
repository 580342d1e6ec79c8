import { z } from 'zod';
import { envelope, Id } from './common';

const Email = z
  .string({ message: 'email must be text' })
  .trim()
  .toLowerCase()
  .max(254)
  .email({ message: 'email must be a valid email address' });

/** "Notify me when it's back": a signed-in shopper may leave out the email (their account's is used). */
export const NotifyMeBody = z.object({
  productId: Id,
  email: Email.optional(),
});
export type NotifyMeBody = z.infer<typeof NotifyMeBody>;

export const StockAlert = z.object({ productId: z.string(), email: z.string() });
export type StockAlert = z.infer<typeof StockAlert>;

export const NotifyMeAnswer = envelope(StockAlert);
