import { z } from 'zod';

/** Every id the API exposes is a UUIDv7 string, under the spec's field name `_id`. */
export const Id = z.string().uuid({ message: 'must be a valid id' });

/** Rupees with at most two decimals, as the API speaks them (the database keeps integer paise). */
export const Rupees = z.number().nonnegative().multipleOf(0.01);

/** The envelope of every JSON answer (docs/design.md, "The answer envelope"). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    error: z.boolean(),
    message: z.string(),
    data,
  });
}

export const CountAnswer = envelope(z.number().int().nonnegative());
export const AmountAnswer = envelope(z.number().nonnegative());
export const EmptyAnswer = envelope(z.null());

export type Envelope<T> = { success: boolean; error: boolean; message: string; data: T };

export const IdParams = z.object({ id: Id });

/** `limit`/`offset` on listing calls: the full list when absent, as the spec's client expects (docs/product.md). */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;
