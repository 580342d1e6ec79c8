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

  const load = useCallback(async () => {
    try {
      const answer = await reviewsApi.list(productId, sort, page);
      setData(answer.data);
      setStatus('ready');
    } catch (problem) {
      setError(errorMessage(problem, 'Could not load the reviews.'));
      setStatus('failed');
    }
  }, [productId, sort, page]);

  useEffect(() => {
    void load();
  }, [load, signedIn]);

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
    reload: load,
  };
}
