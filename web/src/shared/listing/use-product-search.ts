import type { ProductSearchData } from '@voltcart/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api-client';
import { searchProducts } from './search-api';

/** What a failed listing says when the server gave no reason. */
export const listingFailed = 'Failed to load products. Please try again.';

export type ProductSearchResult = {
  /** The last answer; kept while the next query loads, so filters and cards do not flash away. */
  answer: ProductSearchData | null;
  loading: boolean;
  error: string | null;
};

/**
 * One page of a listing for an API query string (`null`: nothing to ask). A newer query aborts the older call,
 * and an older answer never replaces a newer one.
 */
export function useProductSearch(query: string | null): ProductSearchResult {
  const [result, setResult] = useState<ProductSearchResult>({ answer: null, loading: query !== null, error: null });

  useEffect(() => {
    if (query === null) {
      setResult({ answer: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setResult((previous) => ({ ...previous, loading: true, error: null }));
    searchProducts(query, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setResult({ answer, loading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ answer: null, loading: false, error: errorMessage(error, listingFailed) });
      },
    );
    return () => controller.abort();
  }, [query]);

  return result;
}
