import { z } from 'zod';
import { envelope } from './common';
import { AttributeSchema } from './specifications';

/** A category tile: `id` is the canonical slug used in URLs, `name` the label shoppers read. */
export const Category = z.object({
  id: z.string(),
  name: z.string(),
  heading: z.string(),
  /** The specifications its products carry (contract/src/specifications-data.ts). */
  attributes: z.array(AttributeSchema),
});
export type Category = z.infer<typeof Category>;

export const CategoriesAnswer = envelope(z.array(Category));

export { CATEGORIES, STRIP_LABELS, findCategory, type CategoryName } from './categories-data';
