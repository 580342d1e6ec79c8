// Plain data, no zod: the coupon form in the browser and the server read the same limits.

/** A coupon code: 4 to 20 letters and digits. Codes are kept in capitals, so they are unique ignoring case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export const COUPON_CODE_RULE = 'A coupon code is 4 to 20 letters and digits';

/** A percent coupon takes at most the whole price of what it applies to. */
export const MAX_COUPON_PERCENT = 100;

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The spelling every code is kept and compared in. */
export const normalCouponCode = (code: string): string => code.trim().toUpperCase();
