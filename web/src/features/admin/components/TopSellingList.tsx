import type { TopSellingProduct } from '@voltcart/contract';
import { TrendingUp } from 'lucide-react';
import { PriceTag } from '../../../shared/ui/PriceTag';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { DashboardListSection } from './DashboardListSection';
import { DashboardProductSummary } from './DashboardProductSummary';

/** Placeholder rows while the list loads (the spec's: docs/product.md). */
const TOP_SELLING_SKELETON_ROWS = 3;

export function TopSellingList({ loading, products }: { loading: boolean; products: TopSellingProduct[] }) {
  const rows = products.flatMap((entry) => (entry.productDetails[0] ? [{ entry, product: entry.productDetails[0] }] : []));
  return (
    <DashboardListSection
      headingId="top-selling-title"
      title={
        <>
          <TrendingUp className="size-5 text-brand-700" aria-hidden /> Top Selling Products
        </>
      }
    >
      {loading ? (
        <ul aria-label="Loading top selling products" className="divide-y divide-slate-100">
          {Array.from({ length: TOP_SELLING_SKELETON_ROWS }, (_, index) => (
            <li key={index} data-testid="top-selling-skeleton" className="flex items-start gap-4 px-4 py-3 sm:px-5">
              <Skeleton className="size-14 shrink-0 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-5 w-24" />
              </div>
            </li>
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-600 sm:px-5">No top selling products available.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {rows.map(({ entry, product }, index) => (
            <li key={entry._id} className="flex items-start gap-3 px-4 py-3 sm:gap-4 sm:px-5">
              <span className="w-5 shrink-0 pt-0.5 text-center text-sm font-semibold text-slate-500">{index + 1}</span>
              <DashboardProductSummary product={product} size="roomy" category={product.productCategory}>
                {/* The figures go under the name, so the name keeps the row's whole width however narrow the card. */}
                <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <PriceTag salesPrice={product.salesPrice} productPrice={product.productPrice} />
                  <p className="rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-green-800">
                    {entry.totalQuantity} sold
                  </p>
                </div>
              </DashboardProductSummary>
            </li>
          ))}
        </ol>
      )}
    </DashboardListSection>
  );
}
