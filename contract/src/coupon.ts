import { z } from 'zod';
import { CATEGORIES, type CategoryName } from './categories-data';
import { envelope, Id } from './common';
import { COUPON_CODE_PATTERN, COUPON_CODE_RULE, COUPON_KINDS, MAX_COUPON_PERCENT, normalCouponCode } from './coupon-rules';

export * from './coupon-rules';

const CATEGORY_NAMES = CATEGORIES.map((category) => category.name) as [CategoryName, ...CategoryName[]];

/** A code as typed: trimmed, checked, and kept in capitals. */
export const CouponCode = z
  .string({ message: 'Enter the coupon code' })
  .trim()
  .min(1, { message: 'Enter the coupon code', abort: true })
  .regex(COUPON_CODE_PATTERN, { message: COUPON_CODE_RULE })
  .transform(normalCouponCode);

const rupees = (blank: string, label: string) =>
  z
    .number({ message: blank })
    .nonnegative({ message: `${label} cannot be negative` })
    .multipleOf(0.01, { message: `${label} has at most two decimals (paise)` })
    .max(10_000_000, { message: `${label} is at most ₹1,00,00,000` });

const optionalWhole = (label: string) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int({ message: `${label} must be a whole number` })
    .min(1, { message: `${label} is at least 1` })
    .max(1_000_000, { message: `${label} is at most 10,00,000` })
    .nullable()
    .default(null);

const optionalTime = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time` })
    .nullable()
    .default(null);

/**
 * What an admin writes of a coupon (create and update alike). Amounts in rupees; `value` is a percent for a percent
 * coupon and rupees for a flat one. Absent limits (null) mean none: no maximum discount, no start, no end, no cap on uses.
 */
export const CouponBody = z
  .object({
    code: CouponCode,
    kind: z.enum(COUPON_KINDS, { message: 'Choose percent or flat' }),
    value: rupees('Enter the discount', 'The discount').positive({ message: 'The discount must be more than 0' }),
    minOrder: rupees('Enter the minimum order', 'The minimum order').default(0),
    maxDiscount: rupees('Enter the maximum discount', 'The maximum discount')
      .positive({ message: 'The maximum discount must be more than 0' })
      .nullable()
      .default(null),
    startsAt: optionalTime('The start'),
    endsAt: optionalTime('The end'),
    usageLimit: optionalWhole('Total uses'),
    perShopperLimit: optionalWhole('Uses per shopper'),
    categories: z
      .array(z.enum(CATEGORY_NAMES, { message: 'Choose categories the shop has' }), {
        message: 'Choose categories the shop has',
      })
      .max(CATEGORY_NAMES.length)
      .default([])
      .transform((names) => [...new Set(names)]),
    firstOrderOnly: z.boolean({ message: 'First order only is yes or no' }).default(false),
    active: z.boolean({ message: 'Active is yes or no' }).default(true),
  })
  .superRefine((coupon, context) => {
    if (coupon.kind === 'percent' && coupon.value > MAX_COUPON_PERCENT) {
      context.addIssue({ code: 'custom', path: ['value'], message: `A percent discount is at most ${MAX_COUPON_PERCENT}` });
    }
    if (coupon.startsAt && coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
  });
export type CouponBody = z.input<typeof CouponBody>;
export type CouponFields = z.output<typeof CouponBody>;

export const Coupon = z.object({
  _id: Id,
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perShopperLimit: z.number().int().nullable(),
  categories: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  /** Orders paid with it. */
  timesUsed: z.number().int(),
  /** Checkouts awaiting payment that hold a use of it (given back if the payment fails or expires). */
  usesHeld: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponAnswer = envelope(Coupon);
export const CouponsAnswer = envelope(z.array(Coupon));

/** The shopper's coupon box. */
export const ApplyCouponBody = z.object({ code: CouponCode });
export type ApplyCouponBody = z.input<typeof ApplyCouponBody>;

/**
 * What the cart costs, worked out by the server (rupees): the discount of the coupon kept with the cart, shipping, and
 * the total Pay charges online (cash on delivery adds `codFee`). `couponCode` is the code kept with the cart; when it no longer applies (the cart changed, it
 * expired) the discount is 0 and `couponProblem` says why.
 */
export const CartSummary = z.object({
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  couponProblem: z.string().optional(),
  /** What cash on delivery adds to `total` when it is chosen (its own line, taxed like the goods). */
  codFee: z.number(),
  shipping: z.number(),
  total: z.number(),
  /** Whether this cart may be paid in cash on delivery; when not, why (in the shopper's words). */
  cod: z.object({ available: z.boolean(), reason: z.string().nullable() }),
});
export type CartSummary = z.infer<typeof CartSummary>;
export const CartSummaryAnswer = envelope(CartSummary);
