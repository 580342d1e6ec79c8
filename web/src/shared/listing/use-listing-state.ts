import type { ListingSort } from '@voltcart/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingSearchParams, parseListingState, type ListingState } from './listing-state';

/**
 * The listing state held in the address. Each change is a new history entry, so Back steps through the
 * shopper's filters and pages.
 */
export function useListingState(defaultSort: ListingSort): [ListingState, (next: ListingState) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListingState(searchParams, defaultSort), [searchParams, defaultSort]);
  const setState = useCallback(
    (next: ListingState) => setSearchParams((current) => listingSearchParams(next, defaultSort, current)),
    [setSearchParams, defaultSort],
  );
  return [state, setState];
}
