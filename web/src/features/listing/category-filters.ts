import { CATEGORIES, findCategory } from '@voltcart/contract';

/** The canonical category names in a `/category/:categoryName` parameter ("tvs,Mouse" → ["Mouse", "TV"]). */
export function selectedCategories(param: string | undefined): string[] {
  const names = new Set(
    (param ?? '')
      .split(',')
      .map((part) => findCategory(part)?.name)
      .filter((name): name is (typeof CATEGORIES)[number]['name'] => Boolean(name)),
  );
  // Keep the shop's own order so the URL and the checkbox list read the same way.
  return CATEGORIES.map((category) => category.name).filter((name) => names.has(name));
}

/** The selection after ticking or unticking one category. */
export function toggleCategory(selected: readonly string[], name: string): string[] {
  const next = selected.includes(name) ? selected.filter((entry) => entry !== name) : [...selected, name];
  return CATEGORIES.map((category) => category.name).filter((entry) => next.includes(entry));
}
