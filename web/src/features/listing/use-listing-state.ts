import type { ListingSort } from '@voltcart/contract';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listingSearchParams, parseListingState, type ListingState } from './listing-state';

/** A listing's state, how to change it, and the sort it has when the address names none. */
export interface ListingControl {
  state: ListingState;
  setState: (next: ListingState) => void;
  defaultSort: ListingSort;
}

/**
 * The listing state held in the address. Each change is a new history entry, so Back steps through the
 * shopper's filters and pages.
 */
export function useListingState(defaultSort: ListingSort): ListingControl {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const inAddress = useMemo(() => parseListingState(new URLSearchParams(address), defaultSort), [address, defaultSort]);
  // The router moves to the new address in a transition: until it has, the changed control shows its new value.
  const [pending, setPending] = useState<{ from: string; state: ListingState } | null>(null);
  // Once the address has moved, it alone holds the state (Back to the old address must not revive the old change).
  if (pending && pending.from !== address) setPending(null);
  const state = pending?.from === address ? pending.state : inAddress;
  const setState = useCallback(
    (next: ListingState) => {
      setPending({ from: address, state: next });
      setSearchParams((current) => listingSearchParams(next, defaultSort, current));
    },
    [address, setSearchParams, defaultSort],
  );
  return { state, setState, defaultSort };
}
