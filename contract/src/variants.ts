import { z } from 'zod';
import { envelope, Id } from './common';

/** At most this many option keys (Colour, Storage, Size) in one group, and members in it. */
export const MAX_VARIANT_OPTION_KEYS = 3;
export const MAX_VARIANTS_IN_GROUP = 24;

/** A variant's option values by key, e.g. `{ "Colour": "Midnight", "Storage": "256 GB" }`. */
export const VariantOptions = z.record(z.string(), z.string());
export type VariantOptions = z.infer<typeof VariantOptions>;

/** A member of a product's variant group, as its product page's pickers need it. */
export const VariantSummary = z.object({
  _id: Id,
  options: VariantOptions,
  salesPrice: z.number(),
  productStock: z.number().int().min(0),
});
export type VariantSummary = z.infer<typeof VariantSummary>;

/**
 * The fields a product answer adds for variants (all absent on answers that do not show them): its group and option
 * values (null outside a group), on the product's own call its group's members, and on a listing's card of a group how
 * many members it stands for and how many values each option has among them ("+3 colours").
 */
export const productVariantFields = {
  variantGroupId: z.string().nullable().optional(),
  options: VariantOptions.nullable().optional(),
  variants: z.array(VariantSummary).optional(),
  variantCount: z.number().int().min(1).optional(),
  optionValueCounts: z.record(z.string(), z.number().int().min(1)).optional(),
};

const optionKey = z
  .string()
  .trim()
  .min(1, { message: 'Name the option (e.g. Colour)' })
  .max(30, { message: 'An option name is at most 30 characters' });
const optionValue = z
  .string()
  .trim()
  .min(1, { message: 'Give this option a value' })
  .max(40, { message: 'An option value is at most 40 characters' });

/** Option values as a form sends them: 1 to 3 named options, each with a value. */
export const VariantOptionsInput = z
  .record(optionKey, optionValue)
  .refine((options) => Object.keys(options).length >= 1, { message: 'Give at least one option (e.g. Colour)' })
  .refine((options) => Object.keys(options).length <= MAX_VARIANT_OPTION_KEYS, {
    message: `A group has at most ${MAX_VARIANT_OPTION_KEYS} options`,
  });

export const CreateVariantGroupBody = z.object({ productId: Id, options: VariantOptionsInput });
export type CreateVariantGroupBody = z.infer<typeof CreateVariantGroupBody>;

/** A new variant copied from the product in the path (a member of the group), with its own option values. */
export const VariantOptionsBody = z.object({ options: VariantOptionsInput });
export type VariantOptionsBody = z.infer<typeof VariantOptionsBody>;

export const VariantProductParams = z.object({ productId: Id });

/** A variant group as the admin's dialog shows it. */
export const VariantGroup = z.object({
  groupId: z.string(),
  optionKeys: z.array(z.string()),
  members: z.array(
    z.object({
      _id: Id,
      productName: z.string(),
      options: VariantOptions,
      salesPrice: z.number(),
      productStock: z.number().int().min(0),
    }),
  ),
});
export type VariantGroup = z.infer<typeof VariantGroup>;

/** The group of the product asked about; null when it belongs to none. */
export const VariantGroupAnswer = envelope(VariantGroup.nullable());
export const VariantGroupCreatedAnswer = envelope(VariantGroup);
