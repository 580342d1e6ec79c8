/**
 * How much of the shop's stock one account may hold with checkouts it has not paid (holds.ts applies these).
 * A checkout takes its units off the shelf until it is paid or lets go of them, so without bounds one account could
 * keep a product "sold out" for everyone else.
 */
export const CHECKOUT_LIMITS = {
  /** A checkout holds its stock this long; PhonePe's order expires with it and the reconciler then puts the stock back. */
  holdMs: 10 * 60_000,
  /**
   * PhonePe's order is asked to expire this long before the hold ends, so a payment made at PhonePe's last moment is
   * seen by the reconciler's last check before the stock goes back (PhonePe allows 300–3,600 s).
   */
  providerPayWindowMs: 8 * 60_000,
  /** Until an account has a paid order: units of one product a checkout may hold. */
  unitsPerProductBeforeFirstPaid: 3,
  /** Until an account has a paid order: units in all its unpaid checkouts that still hold stock. */
  unitsInAllBeforeFirstPaid: 10,
  /** Unpaid checkouts an account may begin within `checkoutWindowMs` (paid ones are not counted). */
  unpaidCheckoutsPerWindow: 5,
  checkoutWindowMs: 60 * 60_000,
  /** After an account's unpaid holds of a product end, how long it waits before it may hold that product again. */
  coolDownMs: 10 * 60_000,
} as const;

/** Whole minutes, rounded up, for messages ("in 7 minutes"). */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
