import { z } from 'zod';

export * from './specifications-data';
export * from './spec-filters';

/** A category's attribute as `GET /api/categories` answers it. */
export const AttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['number', 'choice', 'boolean', 'text']),
  unit: z.string().optional(),
  choices: z.array(z.string()).optional(),
});

export const SpecificationValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/** A product's specifications: attribute key → value (a number in the attribute's unit, a choice or text, yes/no). */
export const SpecificationsSchema = z.record(z.string(), SpecificationValueSchema);

/**
 * Specifications as a product form sends them: an object, or in a multipart form its JSON text. Each value is
 * checked by its attribute's type against the product's category where the form is taken (checkSpecifications).
 */
export const SpecificationsInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .record(z.string().max(40), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]), {
      message: 'Specifications must be a list of values by attribute',
    })
    .optional(),
);

/** A choice's or yes/no's count among the matches; a number's range among them. */
export const SpecFacet = z.union([
  z.object({
    key: z.string(),
    values: z.array(z.object({ value: z.union([z.string(), z.boolean()]), count: z.number().int().nonnegative() })),
  }),
  z.object({ key: z.string(), min: z.number(), max: z.number() }),
]);
export type SpecFacet = z.infer<typeof SpecFacet>;
