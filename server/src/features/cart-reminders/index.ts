/**
 * The cart-reminders feature's public surface. It owns `cart_reminder_settings`, `cart_reminders` and
 * `mail_opt_outs` (0033): the abandoned-cart sweep (started in main.ts, driven with a clock in tests), the admin's
 * setting and counts, and the marketing opt-out every marketing email's unsubscribe link and List-Unsubscribe header
 * write. For the newsletter: `isOptedOut` before it mails an address, `unsubscribeLinks` for its mail.
 */
export { cartReminderRoutes } from './routes';
export { startCartReminderSweep, sweepAbandonedCarts } from './sweep';
export { isOptedOut } from './repo';
export { unsubscribeLinks } from './unsubscribe-token';
