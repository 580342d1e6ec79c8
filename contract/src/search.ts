import { z } from 'zod';
import { envelope } from './common';
import { Product } from './product';
import { parseSpecFilters, queryParamPairs, SpecFacet } from './specifications';

/** Products a listing page shows at once. */
export const LISTING_PAGE_SIZE = 24;

export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'discount', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

const commaList = (field: string, max: number) =>
  z
    .string()
    .max(max, { message: `${field} is too long` })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .optional();

const money = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .nonnegative({ message: `${field} must not be negative` })
    .max(10_000_000)
    .optional();

/**
 * GET /api/product/search — the shop's one paged listing: search (`q`), a category page (`category`, several
 * comma-separated), or both, with sort, filters and paging. Without `q`, `relevance` means newest first.
 */
export const ProductSearchQuery = z
  .object({
    q: z.string().trim().max(100, { message: 'q is too long' }).optional(),
    /** `1`: search `q` as typed, with no typo correction ("Search instead for …"). */
    exact: z
      .enum(['1', '0', 'true', 'false'], { message: 'exact must be 1 or 0' })
      .transform((value) => value === '1' || value === 'true')
      .optional(),
    category: commaList('category', 500),
    sort: z.enum(LISTING_SORTS, { message: `sort must be one of ${LISTING_SORTS.join(', ')}` }).optional(),
    brand: commaList('brand', 1000),
    minPrice: money('minPrice'),
    maxPrice: money('maxPrice'),
    inStock: z
      .enum(['true', 'false'], { message: 'inStock must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    minDiscount: z.coerce.number().int().min(0).max(95, { message: 'minDiscount must be 0 to 95 (percent)' }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(LISTING_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  // Spec filters are parameters named by their attribute (`specs.ram.min=8`, contract/src/spec-filters.ts): kept
  // as they came, checked here, read by parseSpecFilters.
  .loose()
  .superRefine((query, ctx) => {
    for (const error of parseSpecFilters(queryParamPairs(query)).errors) ctx.addIssue({ code: 'custom', message: error });
  });
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

/**
 * Facets for the current filters: each brand's count applies every filter except the brand filter itself (so
 * picking a brand does not hide the others); the price range is that of the matching products.
 */
export const SearchFacets = z.object({
  brands: z.array(z.object({ brand: z.string(), count: z.number().int().nonnegative() })),
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  /**
   * The listing's categories' attributes among the matches (absent when none has a value): each choice's and yes/no's
   * count under every filter but that attribute's own, a number's range likewise.
   */
  specs: z.array(SpecFacet).optional(),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

export const ProductSearchData = z.object({
  items: z.array(Product),
  /** Every match across all pages ("Showing N products"). */
  total: z.number().int().nonnegative(),
  facets: SearchFacets,
  /**
   * Present when `q` matched only after correcting a typo: `q` with its corrected words spelt as the catalogue
   * writes them ("samsng" → "Samsung"), for "Showing results for …".
   */
  correctedQuery: z.string().optional(),
});
export type ProductSearchData = z.infer<typeof ProductSearchData>;
export const ProductSearchAnswer = envelope(ProductSearchData);
