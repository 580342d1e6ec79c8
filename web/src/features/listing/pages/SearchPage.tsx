import { pageTitles, type Product } from '@voltcart/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { hasFilters, searchApiQuery } from '../listing-state';
import { ProductListing } from '../components/ProductListing';
import { useListingState } from '../use-listing-state';
import { useProductSearch } from '../use-product-search';
import { NoMatches } from '../components/NoMatches';
import { isExactSearch } from '../exact-search';
import { SearchCorrection } from '../components/SearchCorrection';

/** /search?q=… — the results in the category page's grid, with its sort, filters and pages. */
export function SearchPage({ cardActions }: { cardActions: (product: Product) => ReactNode }) {
  const [searchParams] = useSearchParams();
  const words = (searchParams.get('q') ?? '').trim();
  const exact = isExactSearch(searchParams);
  const listing = useListingState('relevance');
  // The same title the server writes into the page it serves for /search.
  const title = pageTitles.search(words);
  useDocumentTitle(title);
  const result = useProductSearch(words ? searchApiQuery({ q: words, exact }, listing.state) : null);
  // Only under the answer to these words (a newer query's may still be loading); the answer comes with the page.
  const corrected = !result.loading && !exact ? result.answer?.correctedQuery : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {words && corrected && <SearchCorrection words={words} corrected={corrected} />}
      {words ? (
        <ProductListing
          listing={listing}
          result={result}
          cardActions={cardActions}
          empty={<NoMatches words={words} filtered={hasFilters(listing.state)} exact={exact} />}
        />
      ) : (
        <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-10 text-center text-slate-700">
          Type a product, brand or category in the search box to find it.
        </p>
      )}
    </div>
  );
}
