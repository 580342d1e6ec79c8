import {
  LISTING_PAGE_SIZE,
  parseSpecFilters,
  SPEC_PARAM_PREFIX,
  specFilterParams,
  type ListingSort,
  type SpecFilter,
} from '@voltcart/contract';

/**
 * What a listing shows beyond its subject (a search's words or a category): sort, filters and page. The address
 * holds all of it (`?sort=price-asc&brand=Samsung,Apple&specs.ram=8&specs.5g=true&page=2`), so Back and a shared link
 * restore the page.
 */
export type ListingState = {
  sort: ListingSort;
  brands: string[];
  /** Rupees. */
  minPrice: number | null;
  /** Rupees. */
  maxPrice: number | null;
  inStock: boolean;
  /** Percent off the list price. */
  minDiscount: number | null;
  /** Filters on the categories' specifications, in key order (`specs.<key>…` in the address). */
  specs: SpecFilter[];
  /** 1-based. */
  page: number;
};

/** The choices of the "minimum discount" filter, in percent. */
export const DISCOUNT_STEPS = [10, 25, 50] as const;

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  discount: 'Biggest discount',
  rating: 'Customer rating',
};

/** The sorts a page offers, its default first: a search ranks by relevance, a category shows the newest first. */
export function sortChoices(defaultSort: ListingSort): ListingSort[] {
  return defaultSort === 'relevance'
    ? ['relevance', 'price-asc', 'price-desc', 'newest', 'discount', 'rating']
    : ['newest', 'price-asc', 'price-desc', 'discount', 'rating'];
}

const LISTING_KEYS = ['sort', 'brand', 'minPrice', 'maxPrice', 'inStock', 'minDiscount', 'page'] as const;

function rupees(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The address's spec filters; a parameter the server would refuse (typed into an address) is left out, as other malformed ones are. */
function specFiltersOf(params: URLSearchParams): SpecFilter[] {
  const usable = [...params].filter((pair) => parseSpecFilters([pair]).errors.length === 0);
  return parseSpecFilters(usable).filters.filter(
    (filter) => !(filter.type === 'number' && filter.min !== undefined && filter.max !== undefined && filter.min > filter.max),
  );
}

/** Reads the listing state from an address's query; anything malformed falls back to its default. */
export function parseListingState(params: URLSearchParams, defaultSort: ListingSort): ListingState {
  const sortText = params.get('sort');
  // Only the sorts the page offers: `relevance` means nothing on a category page.
  const sort = sortChoices(defaultSort).find((entry) => entry === sortText) ?? defaultSort;
  const brands = [
    ...new Set(
      (params.get('brand') ?? '')
        .split(',')
        .map((brand) => brand.trim())
        .filter(Boolean),
    ),
  ];
  return {
    sort,
    brands,
    minPrice: rupees(params.get('minPrice')),
    maxPrice: rupees(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    minDiscount: wholeNumber(params.get('minDiscount'), 1, 95),
    specs: specFiltersOf(params),
    page: wholeNumber(params.get('page'), 1, 100_000) ?? 1,
  };
}

/**
 * The query for a listing state, leaving out every default so the plain address stays plain. Parameters that are
 * not the listing's (a search's `q`) are kept from `base`.
 */
export function listingSearchParams(
  state: ListingState,
  defaultSort: ListingSort,
  base = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of LISTING_KEYS) params.delete(key);
  for (const name of [...params.keys()]) if (name.startsWith(SPEC_PARAM_PREFIX)) params.delete(name);
  if (state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.brands.length > 0) params.set('brand', state.brands.join(','));
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.inStock) params.set('inStock', 'true');
  if (state.minDiscount !== null) params.set('minDiscount', String(state.minDiscount));
  for (const [name, value] of specFilterParams(state.specs)) params.append(name, value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter or sort change: applies it and goes back to page 1 (the old page may not exist any more). */
export function withFilters(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

/** Whether any filter narrows the listing (sort and page do not). */
export function hasFilters(state: ListingState): boolean {
  return (
    state.brands.length > 0 ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    state.inStock ||
    state.minDiscount !== null ||
    state.specs.length > 0
  );
}

/** Whether a price range has its minimum above its maximum (a range the server refuses: nothing could match it). */
export function priceRangeReversed(minPrice: number | null, maxPrice: number | null): boolean {
  return minPrice !== null && maxPrice !== null && minPrice > maxPrice;
}

/** The listing's subject: a search's words (`exact`: as typed, with no typo correction), categories, or both. */
export type ListingSubject = { q?: string; exact?: boolean; categories?: readonly string[] };

/** The query string of `GET /api/product/search` for one page of a listing (contract ProductSearchQuery). */
export function searchApiQuery(subject: ListingSubject, state: ListingState, limit = LISTING_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (subject.q) params.set('q', subject.q);
  // Right after q, as the server's firstPageCalls.search writes it (the page's answer is found by that URL).
  if (subject.q && subject.exact) params.set('exact', '1');
  if (subject.categories && subject.categories.length > 0) params.set('category', subject.categories.join(','));
  params.set('sort', state.sort);
  if (state.brands.length > 0) params.set('brand', state.brands.join(','));
  // A reversed range (typed into an address) is not asked for: the listing stays whole, and the price filter says why.
  if (!priceRangeReversed(state.minPrice, state.maxPrice)) {
    if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
    if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  }
  if (state.inStock) params.set('inStock', 'true');
  if (state.minDiscount !== null) params.set('minDiscount', String(state.minDiscount));
  for (const [name, value] of specFilterParams(state.specs)) params.append(name, value);
  params.set('limit', String(limit));
  params.set('offset', String((state.page - 1) * limit));
  return params.toString();
}

/** How many pages `total` products fill (at least one, so an empty listing still has its page 1). */
export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with a neighbour each side; `null`
 * marks a gap ("…"). Seven pages or fewer are all shown.
 */
export function pagerItems(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  // Near an end, show a few more pages, so the pager keeps its width.
  if (current <= 3) [2, 3, 4].forEach((page) => shown.add(page));
  if (current >= pages - 2) [pages - 3, pages - 2, pages - 1].forEach((page) => shown.add(page));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    // A gap of one page shows that page instead of "…".
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(null);
    items.push(page);
  });
  return items;
}
