import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchTotalUsers } from '../auth/slice';
import { fetchOverallOrderCount, fetchTopSellingProducts, fetchTotalOrderAmount } from '../orders/slice';
import { dataOf } from '../../shared/thunks';
import { adminApi } from './api';

export type DashboardStatus = 'loading' | 'ready' | 'failed';

export const DASHBOARD_FAILED = 'Failed to fetch dashboard data. Please try again.';

/**
 * The dashboard's figures. Users, orders, revenue and top sellers live in the auth and order slices (the spec's:
 * docs/product.md); the product count is only ever shown here, so it stays local. One failed call fails the whole dashboard.
 */
export function useDashboard() {
  const dispatch = useAppDispatch();
  const totalUsers = useAppSelector((state) => state.auth.totalUsers);
  const totalOrderAllUsers = useAppSelector((state) => state.order.totalOrderAllUsers);
  const totalOrderAmount = useAppSelector((state) => state.order.totalOrderAmount);
  const topSellingProducts = useAppSelector((state) => state.order.topSellingProducts);
  const [totalProducts, setTotalProducts] = useState(0);
  const [status, setStatus] = useState<DashboardStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([
      dispatch(fetchTotalUsers()).unwrap(),
      dispatch(fetchOverallOrderCount()).unwrap(),
      dispatch(fetchTotalOrderAmount()).unwrap(),
      dispatch(fetchTopSellingProducts()).unwrap(),
      dataOf(adminApi.totalProducts()),
    ]).then(
      ([, , , , products]) => {
        if (!current) return;
        setTotalProducts(products);
        setStatus('ready');
      },
      () => {
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [dispatch, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };

  return { status, retry, totals: { totalUsers, totalProducts, totalOrderAllUsers, totalOrderAmount }, topSellingProducts };
}
