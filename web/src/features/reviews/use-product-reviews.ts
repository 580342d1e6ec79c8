import type { ReviewSort, ReviewsData } from '@voltcart/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../shared/api-client';
import { reviewsApi } from './api';

export type ProductReviews = {
  data: ReviewsData | null;
  status: 'loading' | 'ready' | 'failed';
  error: string;
  sort: ReviewSort;
  page: number;
  setSort: (sort: ReviewSort) => void;
  setPage: (page: number) => void;
  /** Reads the current page again (after a write). */
  reload: () => Promise<void>;
};

/** A product's reviews, a page at a time; read again when the shopper signs in or out (their votes and own review). */
export function useProductReviews(productId: string, signedIn: boolean): ProductReviews {
  const [data, setData] = useState<ReviewsData | null>(null);
  const [status, setStatus] = useState<ProductReviews['status']>('loading');
  const [error, setError] = useState('');
  const [sort, setSortState] = useState<ReviewSort>('recent');
  const [page, setPage] = useState(1);

  const read = useCallback(
    () =>
      reviewsApi.list(productId, sort, page).then(
        (answer) => ({ data: answer.data }),
        (problem: unknown) => ({ error: errorMessage(problem, 'Could not load the reviews.') }),
      ),
    [productId, sort, page],
  );
  const show = useCallback((read: { data: ReviewsData } | { error: string }) => {
    if ('data' in read) {
      setData(read.data);
      setStatus('ready');
    } else {
      setError(read.error);
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    let current = true;
    void read().then((answer) => current && show(answer));
    return () => {
      current = false;
    };
  }, [read, show, signedIn]);

  return {
    data,
    status,
    error,
    sort,
    page,
    setSort: (next) => {
      setSortState(next);
      setPage(1);
    },
    setPage,
    reload: () => read().then(show),
  };
}
