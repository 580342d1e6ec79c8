import type { ProductSearchData } from '@voltcart/contract';
import { useEffect, useRef, useState } from 'react';
import { usePageAnswer } from '../../shared/page-answers';
import { errorMessage } from '../../shared/api-client';
import { searchCall, searchProducts } from '../../shared/search-api';

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
  // The last settled call; while a newer query loads, its answer stays on screen. The page's first query may have
  // come answered with the page (a category's page 1, a search's): its cards then show at the first render.
  const written = usePageAnswer<ProductSearchData>(query === null ? null : searchCall(query));
  const [settled, setSettled] = useState<{ query: string | null; answer: ProductSearchData | null; error: string | null }>(() =>
    written ? { query, answer: written.data, error: null } : { query: null, answer: null, error: null },
  );
  // That query, until its effect has run: it needs no call.
  const answeredWithPage = useRef(settled.query);

  useEffect(() => {
    if (query === null) return;
    if (query === answeredWithPage.current) {
      answeredWithPage.current = null;
      return;
    }
    const controller = new AbortController();
    searchProducts(query, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setSettled({ query, answer, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ query, answer: null, error: errorMessage(error, listingFailed) });
      },
    );
    return () => controller.abort();
  }, [query]);

  if (query === null) return { answer: null, loading: false, error: null };
  const loading = settled.query !== query;
  return { answer: settled.answer, loading, error: loading ? null : settled.error };
}
