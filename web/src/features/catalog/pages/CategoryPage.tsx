import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { fetchCategoryListing } from '../category-slice';
import { parseSortOrder, selectedCategories, sortProducts, SORT_OPTIONS, toggleCategory, type SortOrder } from '../category-filters';
import { CategoryFilter } from '../components/CategoryFilter';
import { FilterPanel } from '../components/FilterPanel';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductCard } from '../../../shared/ui/ProductCard';
import { ProductCardSkeleton } from '../../../shared/ui/ProductCardSkeleton';

export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const listing = useAppSelector((state) => state.category.listing);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);

  const selectedInUrl = useMemo(() => selectedCategories(categoryName), [categoryName]);
  // The ticked box shows ticked at once, while the router moves to the new address.
  const [pending, setPending] = useState<{ from: string; selection: string[] } | null>(null);
  const selected = pending?.from === categoryName ? pending.selection : selectedInUrl;
  const sortOrder = parseSortOrder(searchParams.get('sort'));
  const title = selected.length > 0 ? selected.join(', ') : categoryName;
  useDocumentTitle(title);

  useEffect(() => {
    if (categoryName) void dispatch(fetchCategoryListing(categoryName));
  }, [dispatch, categoryName]);

  const current = listing.key === categoryName ? listing : undefined;
  const products = useMemo(() => sortProducts(current?.products ?? [], sortOrder), [current?.products, sortOrder]);

  const onToggle = (name: string) => {
    const next = toggleCategory(selected, name);
    setPending({ from: categoryName, selection: next });
    const query = searchParams.toString();
    void navigate(next.length > 0 ? `${paths.category(next)}${query ? `?${query}` : ''}` : paths.categories);
  };
  const onSort = (order: SortOrder) => {
    const next = new URLSearchParams(searchParams);
    if (order === 'default') next.delete('sort');
    else next.set('sort', order);
    setSearchParams(next, { replace: true });
  };

  const loading = !current || current.status === 'loading' || current.status === 'idle';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-6 flex gap-8">
        <aside className="hidden w-56 shrink-0 lg:block" aria-label="Filters">
          <div className="sticky top-24">
            <CategoryFilter selected={selected} onToggle={onToggle} />
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          <h2 className="sr-only">Products</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
            <p className="text-sm text-slate-600" aria-live="polite">
              {loading ? 'Loading products...' : current.status === 'succeeded' ? `Showing ${products.length} products` : ''}
            </p>
            <div className="flex items-center gap-2">
              <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
                <SlidersHorizontal className="size-4" aria-hidden /> Filters
              </Button>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <span className="hidden sm:inline">Sort by</span>
                <select
                  value={sortOrder}
                  onChange={(event) => onSort(parseSortOrder(event.target.value))}
                  aria-label="Sort products"
                  className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800"
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>

          {loading ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" aria-busy>
              {Array.from({ length: 8 }, (_, index) => (
                <ProductCardSkeleton key={index} variant="listing" />
              ))}
            </div>
          ) : current.status === 'failed' ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
              Oops! {current.error}
            </p>
          ) : products.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center text-slate-700">
              No products found. Try adjusting your filters!
            </p>
          ) : (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {products.map((product, index) => (
                <ProductCard
                  key={product._id}
                  product={product}
                  variant="listing"
                  priority={index < 2}
                  actions={<AddToCartButton product={product} />}
                />
              ))}
            </div>
          )}
        </div>
      </div>

      <FilterPanel open={filtersOpen} onClose={closeFilters}>
        <CategoryFilter selected={selected} onToggle={onToggle} />
      </FilterPanel>
    </div>
  );
}

export default CategoryPage;
