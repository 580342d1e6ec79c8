import type { Product } from '@voltcart/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { searchApiQuery } from '../listing-state';
import { ProductListing } from '../components/ProductListing';
import { useListingState } from '../use-listing-state';
import { useProductSearch } from '../use-product-search';
import { selectedCategories, toggleCategory } from '../category-filters';
import { CategoryFilter } from '../components/CategoryFilter';

/** /category/:name (one or several comma-joined): the paged listing of those categories, `cardActions` on each card. */
export function CategoryPage({ cardActions }: { cardActions: (product: Product) => ReactNode }) {
  const { categoryName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const listing = useListingState('newest');

  const selectedInUrl = useMemo(() => selectedCategories(categoryName), [categoryName]);
  // The ticked box shows ticked at once, while the router moves to the new address.
  const [pending, setPending] = useState<{ from: string; selection: string[] } | null>(null);
  if (pending && pending.from !== categoryName) setPending(null);
  const selected = pending?.from === categoryName ? pending.selection : selectedInUrl;
  const title = selected.length > 0 ? selected.join(', ') : categoryName;
  useDocumentTitle(title);

  const query = selectedInUrl.length > 0 ? searchApiQuery({ categories: selectedInUrl }, listing.state) : null;
  const result = useProductSearch(query);

  const onToggle = (name: string) => {
    const next = toggleCategory(selected, name);
    setPending({ from: categoryName, selection: next });
    // Another set of categories starts again at its page 1, with the shopper's sort and filters kept.
    const kept = new URLSearchParams(searchParams);
    kept.delete('page');
    const search = kept.toString();
    void navigate(next.length > 0 ? `${paths.category(next)}${search ? `?${search}` : ''}` : paths.categories);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {query === null ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          Oops! Unknown category &quot;{categoryName}&quot;
        </p>
      ) : (
        <ProductListing
          listing={listing}
          result={result}
          cardActions={cardActions}
          subjectFilters={<CategoryFilter selected={selected} onToggle={onToggle} />}
          empty={
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center text-slate-700">
              No products found. Try adjusting your filters!
            </p>
          }
        />
      )}
    </div>
  );
}

export default CategoryPage;
