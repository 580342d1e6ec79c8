import { LISTING_PRIORITY_CARDS, type Product } from '@voltcart/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { Button } from '../../../shared/ui/Button';
import { FilterPanel } from '../../../shared/ui/FilterPanel';
import { ProductCard } from '../../../shared/ui/ProductCard';
import { ProductCardSkeleton } from '../../../shared/ui/ProductCardSkeleton';
import { ListingFilters } from './ListingFilters';
import { listingSearchParams, pageCount, sortChoices, SORT_LABELS, withFilters } from '../listing-state';
import { Pagination } from './Pagination';
import type { ProductSearchResult } from '../use-product-search';
import type { ListingControl } from '../use-listing-state';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';
/** Below Tailwind's `lg`, where the side column is hidden and the filters live in the drawer. */
const NARROW_SCREEN_QUERY = '(max-width: 63.99rem)';

type Props = {
  listing: ListingControl;
  result: ProductSearchResult;
  /** The card's buttons (Add to cart). */
  cardActions: (product: Product) => ReactNode;
  /** Filters of the page's own subject, above the shared ones (the category checkboxes). */
  subjectFilters?: ReactNode;
  /** What an empty first page says. */
  empty: ReactNode;
};

/**
 * The shop's product listing (category, multi-category and search): count, sort, filters (a drawer on phones),
 * the product grid and numbered pages. The page owns the address; this shows it.
 */
export function ProductListing({ listing, result, cardActions, subjectFilters, empty }: Props) {
  const { state, setState: onStateChange, defaultSort } = listing;
  const location = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const { answer, loading, error } = result;
  const firstLoad = loading && !answer;
  const hrefForPage = (page: number) =>
    `${location.pathname}?${listingSearchParams({ ...state, page }, defaultSort, new URLSearchParams(location.search)).toString()}`;

  // A new page starts at its top.
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current !== state.page) window.scrollTo({ top: 0 });
    shownPage.current = state.page;
  }, [state.page]);

  const filters = (
    <div className="space-y-6">
      {subjectFilters}
      <ListingFilters state={state} facets={answer?.facets ?? null} onChange={onStateChange} />
    </div>
  );

  return (
    <div className="mt-6 flex gap-8">
      <aside className="hidden w-56 shrink-0 lg:block" aria-label="Filters">
        {/* Not drawn on phones (the drawer shows the filters there). */}
        <div className="sticky top-24">{!narrow && filters}</div>
      </aside>

      <div className="min-w-0 flex-1">
        <h2 className="sr-only">Products</h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {firstLoad ? 'Loading products...' : answer ? `Showing ${answer.total} products` : ''}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="lg:hidden"
              onClick={() => setFiltersOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
            >
              <SlidersHorizontal className="size-4" aria-hidden /> Filters
            </Button>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <span className="hidden sm:inline">Sort by</span>
              <select
                value={state.sort}
                onChange={(event) => {
                  const sort = sortChoices(defaultSort).find((choice) => choice === event.target.value) ?? defaultSort;
                  onStateChange(withFilters(state, { sort }));
                }}
                aria-label="Sort products"
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800"
              >
                {sortChoices(defaultSort).map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>

        {firstLoad ? (
          <div className={GRID} aria-busy>
            {Array.from({ length: 8 }, (_, index) => (
              <ProductCardSkeleton key={index} variant="listing" />
            ))}
          </div>
        ) : error ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
            Oops! {error}
          </p>
        ) : !answer ? null : answer.items.length === 0 ? (
          answer.total > 0 ? (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center text-slate-700">
              There is no page {state.page}.{' '}
              <Link to={hrefForPage(1)} className="font-medium text-brand-700 underline">
                Go to page 1
              </Link>
            </p>
          ) : (
            empty
          )
        ) : (
          <>
            <div className={`${GRID} transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
              {answer.items.map((product, index) => (
                <ProductCard
                  key={product._id}
                  product={product}
                  variant="listing"
                  priority={index < LISTING_PRIORITY_CARDS}
                  actions={cardActions(product)}
                />
              ))}
            </div>
            <Pagination page={state.page} pages={pageCount(answer.total)} hrefForPage={hrefForPage} />
          </>
        )}
      </div>

      <FilterPanel open={filtersOpen} onClose={closeFilters}>
        {filters}
      </FilterPanel>
    </div>
  );
}
