/** Every kind of email the shop sends (the outbox row's `kind`; logs and tests name messages by it). */
export type MailKind =
  | 'welcome'
  | 'verify-email'
  | 'email-change'
  | 'email-change-notice'
  | 'email-change-taken'
  | 'email-changed'
  | 'password-reset'
  | 'password-changed'
  | 'two-factor-off'
  | 'admin-sign-in-locked'
  | 'order-confirmation'
  | 'cod-confirmation'
  | 'order-awaiting-address'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'order-refunded'
  | 'order-part-refunded'
  | 'refund-failed'
  | 'back-in-stock'
  | 'newsletter-confirm'
  | 'review-hidden'
  | 'cart-reminder';

/** A rendered email, ready to queue. */
export type MailMessage = {
  kind: MailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The event this message tells of ("order-shipped:<orderId>"): queuing the same key twice (two processes
   * seeing one change, a retried request) queues one message.
   */
  dedupeKey?: string;
  /**
   * A marketing message's one-click unsubscribe address: sent as its List-Unsubscribe header with
   * List-Unsubscribe-Post (RFC 8058), so a mail client's own "Unsubscribe" posts to it.
   */
  listUnsubscribe?: string;
};
