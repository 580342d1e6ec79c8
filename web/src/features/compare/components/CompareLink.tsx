import { GitCompareArrows } from 'lucide-react';
import { paths } from '../../../shared/paths';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { COMPARE_LIMIT, useComparedProducts } from '../compare-store';

/** The way to /compare while products are collected: a small pill in a corner of the pages that collect (listings, search, a product). */
export function CompareLink() {
  const count = useComparedProducts().length;
  if (count === 0) return null;
  return (
    <ShopLink
      to={paths.compare}
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-slate-800"
    >
      <GitCompareArrows className="size-4" aria-hidden />
      Compare ({count} of {COMPARE_LIMIT})
    </ShopLink>
  );
}
