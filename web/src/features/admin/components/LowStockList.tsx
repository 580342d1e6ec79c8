import { LOW_STOCK_THRESHOLD } from '@voltcart/contract';
import { PackageSearch } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { StockLabel } from '../../../shared/ui/StockLabel';
import { fetchAllProducts } from '../../catalog/product-slice';
import { lowStockProducts } from '../low-stock';
import { DashboardListSection } from './DashboardListSection';
import { DashboardProductSummary } from './DashboardProductSummary';

/** The dashboard's list of products at or below the low-stock threshold, to restock first. */
export function LowStockList() {
  const dispatch = useAppDispatch();
  const { products, listStatus, error } = useAppSelector((state) => state.product);
  useEffect(() => {
    void dispatch(fetchAllProducts());
  }, [dispatch]);
  const low = useMemo(() => lowStockProducts(products), [products]);
  const loading = listStatus === 'idle' || (listStatus === 'loading' && products.length === 0);

  return (
    <DashboardListSection
      headingId="low-stock-title"
      title={
        <>
          <PackageSearch className="size-5 text-amber-700" aria-hidden /> Low stock
          <span className="text-sm font-normal text-slate-600">({LOW_STOCK_THRESHOLD} or fewer left)</span>
        </>
      }
    >
      {loading ? (
        <ul aria-label="Loading low-stock products" className="divide-y divide-slate-100">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="flex items-center gap-4 px-4 py-3 sm:px-5">
              <Skeleton className="size-10 shrink-0 rounded-lg" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ))}
        </ul>
      ) : listStatus === 'failed' && products.length === 0 ? (
        <p role="alert" className="px-4 py-6 text-sm text-red-800 sm:px-5">
          Error: {error}
        </p>
      ) : low.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-600 sm:px-5">No products are low on stock.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Low-stock products">
          {low.map((product) => (
            <li key={product._id} className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5">
              <DashboardProductSummary product={product} size="compact" category={product.productCategory || 'No category'} />
              <StockLabel stock={product.productStock} size="xs" className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
    </DashboardListSection>
  );
}
