import { z } from 'zod';
import { Pincode } from './address';
import { envelope, Id } from './common';
import { MAX_DELIVERY_DAYS } from './delivery-days';

export * from './delivery-days';

/**
 * What delivery promises to a pincode, counted from today's dispatch cut-off (2 pm in India), skipping Sundays.
 * `deliverBy` is the promised day (YYYY-MM-DD, India's calendar), null when the pincode is not served or the shop
 * has no delivery rules at all. `days` is the most working days after dispatch (the promise), `minDays` the fewest.
 * `reason` says, in a shopper's words, why a pincode is not served.
 */
export const DeliveryEstimate = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  days: z.number().int().nullable(),
  deliverBy: z.string().nullable(),
  minDays: z.number().int().nullable().optional(),
  reason: z.string().optional(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;
export const DeliveryEstimateAnswer = envelope(DeliveryEstimate);

export const DeliveryEstimateQuery = z.object({ pincode: Pincode });
export type DeliveryEstimateQuery = z.input<typeof DeliveryEstimateQuery>;

export const PINCODE_PREFIX_RULE = 'The pincode prefix is 1 to 6 digits and does not start with 0';

const days = (label: string) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int({ message: `${label} must be a whole number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(MAX_DELIVERY_DAYS, { message: `${label} is at most ${MAX_DELIVERY_DAYS}` })
    .nullable()
    .default(null);

/**
 * A serviceability rule as an admin writes it (create, update and each CSV line alike): the pincodes starting with
 * `prefix` (the longest matching prefix wins) are delivered in `minDays` to `maxDays` working days after dispatch,
 * with cash on delivery or not; a rule that is not serviceable needs no days.
 */
export const DeliveryRuleBody = z
  .object({
    prefix: z
      .string({ message: 'Enter the pincode prefix' })
      .trim()
      .min(1, { message: 'Enter the pincode prefix', abort: true })
      .regex(/^[1-9]\d{0,5}$/, { message: PINCODE_PREFIX_RULE }),
    area: z.string({ message: 'The area is text' }).trim().max(80, { message: 'The area is at most 80 characters' }).default(''),
    minDays: days('The fewest days'),
    maxDays: days('The most days'),
    codAvailable: z.boolean({ message: 'Cash on delivery is yes or no' }).default(true),
    serviceable: z.boolean({ message: 'Serviceable is yes or no' }).default(true),
  })
  .superRefine((rule, context) => {
    if (!rule.serviceable) return;
    if (rule.minDays === null) context.addIssue({ code: 'custom', path: ['minDays'], message: 'Enter the fewest days' });
    if (rule.maxDays === null) context.addIssue({ code: 'custom', path: ['maxDays'], message: 'Enter the most days' });
    if (rule.minDays !== null && rule.maxDays !== null && rule.maxDays < rule.minDays) {
      context.addIssue({ code: 'custom', path: ['maxDays'], message: 'The most days cannot be fewer than the fewest days' });
    }
  });
export type DeliveryRuleBody = z.input<typeof DeliveryRuleBody>;
export type DeliveryRuleFields = z.output<typeof DeliveryRuleBody>;

export const DeliveryRule = z.object({
  _id: Id,
  prefix: z.string(),
  area: z.string(),
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  codAvailable: z.boolean(),
  serviceable: z.boolean(),
  updatedAt: z.string(),
});
export type DeliveryRule = z.infer<typeof DeliveryRule>;
export const DeliveryRuleAnswer = envelope(DeliveryRule);
export const DeliveryRulesAnswer = envelope(z.array(DeliveryRule));

/** The CSV's columns, in order, as its header names them. */
export const DELIVERY_RULES_CSV_COLUMNS = ['prefix', 'area', 'min_days', 'max_days', 'cod', 'serviceable'] as const;

/** The most a rules file may hold (characters): a rule per 3-digit prefix is about 40 kB. */
export const MAX_DELIVERY_RULES_CSV = 500_000;

/**
 * An uploaded rules file: its text, and whether it `replace`s every rule (rules not in the file go) or `upsert`s
 * (rules in the file are added or changed by prefix, the others stay).
 */
export const DeliveryRulesUploadBody = z.object({
  csv: z
    .string({ message: 'Choose a CSV file' })
    .min(1, { message: 'The file is empty' })
    .max(MAX_DELIVERY_RULES_CSV, { message: 'The file is too large: at most 500 kB' }),
  mode: z.enum(['replace', 'upsert'], { message: 'Choose replace or add and update' }).default('upsert'),
});
export type DeliveryRulesUploadBody = z.input<typeof DeliveryRulesUploadBody>;

export const DeliveryRulesUpload = z.object({
  rules: z.array(DeliveryRule),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type DeliveryRulesUpload = z.infer<typeof DeliveryRulesUpload>;
export const DeliveryRulesUploadAnswer = envelope(DeliveryRulesUpload);
