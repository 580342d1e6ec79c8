import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchCartSummary, selectCartSummary } from './coupon-slice';

/**
 * The cart's summary for the cart page, asked for on each visit (a cart write asks again: app/listeners.ts). `summary` is
 * null until it first comes; `failed` when it could not be read.
 */
export function useCartSummary() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchCartSummary());
  }, [dispatch]);
  const summary = useAppSelector(selectCartSummary);
  const failed = useAppSelector((state) => state.coupons.status === 'failed');
  return { summary, failed };
}
