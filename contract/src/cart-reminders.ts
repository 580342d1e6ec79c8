import { z } from 'zod';
import { envelope } from './common';

/** The fewest and most hours of no checkout before a cart is reminded of. */
export const CART_REMINDER_HOURS = { min: 1, max: 720, default: 24 } as const;

export const CartReminderSettingsBody = z.object({
  hours: z
    .number({ message: 'Enter the hours as a whole number' })
    .int({ message: 'Enter the hours as a whole number' })
    .min(CART_REMINDER_HOURS.min, { message: `At least ${CART_REMINDER_HOURS.min} hour` })
    .max(CART_REMINDER_HOURS.max, { message: `At most ${CART_REMINDER_HOURS.max} hours (30 days)` }),
});
export type CartReminderSettingsBody = z.infer<typeof CartReminderSettingsBody>;

export const CartReminderSettings = z.object({
  /** Hours a signed-in shopper's cart waits with no checkout before its one reminder. */
  hours: z.number().int(),
  /** Reminders sent so far. */
  remindersSent: z.number().int().min(0),
  /** Reminded carts whose shopper later checked out and paid. */
  cartsRecovered: z.number().int().min(0),
});
export type CartReminderSettings = z.infer<typeof CartReminderSettings>;
export const CartReminderSettingsAnswer = envelope(CartReminderSettings);

/** The unsubscribe link's query: the address and the token that proves the link came from the shop's mail. */
export const UnsubscribeQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).email({ message: 'The link is not complete: its email is missing' }),
  token: z.string().trim().min(1, { message: 'The link is not complete: its token is missing' }).max(200),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;
export const UnsubscribeAnswer = envelope(z.object({ email: z.string(), unsubscribed: z.literal(true) }));
