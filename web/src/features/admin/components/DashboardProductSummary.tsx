import type { Product } from '@voltcart/contract';
import type { ReactNode } from 'react';
import { ProductImage } from '../../../shared/ui/ProductImage';
import { ProductNameLink } from '../../../shared/ui/ProductNameLink';

/** A dashboard list's product: its picture, its name linking to its page, its brand and category, and `children` under them. */
export function DashboardProductSummary({
  product,
  imageWidth,
  nameClamp,
  category,
  children,
}: {
  product: Product;
  imageWidth: 'w-10' | 'w-14';
  nameClamp: 'line-clamp-1' | 'line-clamp-2';
  category: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={`${imageWidth} shrink-0 rounded-lg border border-slate-200 p-0.5`}>
        <ProductImage src={product.productImage[0]} alt="" />
      </div>
      <div className="min-w-0 flex-1">
        <ProductNameLink
          product={product}
          className={`${nameClamp} text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline`}
        />
        <p className="truncate text-xs text-slate-500">
          {product.productBrand} · {category}
        </p>
        {children}
      </div>
    </>
  );
}
