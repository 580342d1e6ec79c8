import { z } from 'zod';
import { envelope } from './common';

/** A category tile: `id` is the canonical slug used in URLs, `name` the label shoppers read. */
export const Category = z.object({
  id: z.string(),
  name: z.string(),
  heading: z.string(),
});
export type Category = z.infer<typeof Category>;

export const CategoriesAnswer = envelope(z.array(Category));

export { CATEGORIES, STRIP_LABELS, findCategory, type CategoryName } from './categories-data';
