import type { Product } from '@voltcart/contract';
import type { ReactNode } from 'react';
import { ProductImage } from '../../../shared/ui/ProductImage';
import { ProductNameLink } from '../../../shared/ui/ProductNameLink';

/** A compact row (low stock) has a smaller picture and a one-line name; a roomy one (top selling) shows the whole name. */
const SIZES = {
  compact: { image: 'w-10', name: 'line-clamp-1' },
  roomy: { image: 'w-14', name: 'block' },
} as const;

/** A dashboard list's product: its picture, its name linking to its page, its brand and category, and `children` under them. */
export function DashboardProductSummary({
  product,
  size,
  category,
  children,
}: {
  product: Product;
  size: keyof typeof SIZES;
  category: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={`${SIZES[size].image} shrink-0 rounded-lg border border-slate-200 p-0.5`}>
        <ProductImage src={product.productImage[0]} alt="" />
      </div>
      <div className="min-w-0 flex-1">
        <ProductNameLink
          product={product}
          className={`${SIZES[size].name} text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline`}
        />
        <p className="truncate text-xs text-slate-500">
          {product.productBrand} · {category}
        </p>
        {children}
      </div>
    </>
  );
}
