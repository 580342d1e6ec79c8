import { CATEGORIES, findCategory, type Product } from '@voltcart/contract';

export type SortOrder = 'default' | 'price-asc' | 'price-desc';

export const SORT_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
];

export function parseSortOrder(text: string | null): SortOrder {
  return SORT_OPTIONS.some((option) => option.value === text) ? (text as SortOrder) : 'default';
}

/** Sorts by sales price (spec §9); `default` keeps the server's order. Never mutates its input. */
export function sortProducts(products: readonly Product[], order: SortOrder): Product[] {
  const copy = [...products];
  if (order === 'price-asc') copy.sort((a, b) => a.salesPrice - b.salesPrice);
  if (order === 'price-desc') copy.sort((a, b) => b.salesPrice - a.salesPrice);
  return copy;
}

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
