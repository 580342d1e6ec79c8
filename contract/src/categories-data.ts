// Plain data, no zod, so the web bundle takes it without the schema library.

/**
 * The twelve categories of the spec, in its order. `name` is the label used on category pages and on products;
 * `aliases` are the other spellings the spec uses (the home strip says "Processors", the rows "Processor").
 */
export const CATEGORIES = [
  { id: 'mouse', name: 'Mouse', heading: 'Top Mouse', aliases: ['mice'] },
  { id: 'airpodes', name: 'Airpodes', heading: 'Top Earbuds', aliases: ['airpods', 'earbuds'] },
  { id: 'camera', name: 'Camera', heading: 'Top Cameras', aliases: ['cameras'] },
  { id: 'earphones', name: 'Earphones', heading: 'Top Earphones', aliases: ['earphone'] },
  { id: 'mobiles', name: 'Mobiles', heading: 'Top Mobiles', aliases: ['mobile', 'phones'] },
  { id: 'printers', name: 'Printers', heading: 'Top Printers', aliases: ['printer'] },
  { id: 'processor', name: 'Processor', heading: 'Top Processors', aliases: ['processors', 'cpu'] },
  { id: 'refrigerator', name: 'Refrigerator', heading: 'Top Refrigerators', aliases: ['refrigerators', 'fridge'] },
  { id: 'speakers', name: 'Speakers', heading: 'Top Speakers', aliases: ['speaker'] },
  { id: 'tv', name: 'TV', heading: 'Top TVs', aliases: ['tvs', 'television'] },
  { id: 'trimmers', name: 'Trimmers', heading: 'Top Trimmers', aliases: ['trimmer'] },
  { id: 'watches', name: 'Watches', heading: 'Top Watches', aliases: ['watch'] },
] as const;

/** The home strip's labels (docs/product.md, Screens), which differ from the category names in three places. */
export const STRIP_LABELS: Record<string, string> = {
  processor: 'Processors',
  refrigerator: 'Refrigerators',
  tv: 'TVs',
};

export type CategoryName = (typeof CATEGORIES)[number]['name'];

/** Finds a category by its id, its name or any alias, case-insensitively. */
export function findCategory(text: string) {
  const wanted = text.trim().toLowerCase();
  return CATEGORIES.find(
    (category) =>
      category.id === wanted ||
      category.name.toLowerCase() === wanted ||
      (category.aliases as readonly string[]).includes(wanted),
  );
}
