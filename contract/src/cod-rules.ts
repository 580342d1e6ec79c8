// Plain data, no zod: the web bundle and the server read the same rules of cash on delivery.

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethodChoice = (typeof PAYMENT_METHODS)[number];

export const COD_CONFIRMATIONS = ['email-code', 'off'] as const;
export type CodConfirmation = (typeof COD_CONFIRMATIONS)[number];

/** What the orders page and the emails call the way a COD order is paid. */
export const CASH_ON_DELIVERY = 'Cash on delivery';

/** The emailed confirmation code: its digits, how long it works, how many tries, and how soon another may be sent. */
export const COD_CODE = { digits: 6, lifetimeMs: 10 * 60_000, maxTries: 5, resendAfterMs: 30_000 } as const;
/** An order not confirmed this long after it was placed expires and its stock goes back. */
export const COD_CONFIRM_WITHIN_MS = 30 * 60_000;
/** Orders refused at the door are counted over this many days. */
export const COD_REFUSALS_WINDOW_DAYS = 180;

/** The rules an admin has not changed (rupees). */
export const COD_DEFAULTS = { maxOrderValue: 50_000, fee: 49, confirmation: 'email-code', refusalsLimit: 2 } as const;

export const COD_CODE_PATTERN = /^\d{6}$/;
