import { firstPageCalls, HOME_ROW_SIZE, type Product } from '@voltcart/contract';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageAnswer } from '../../../shared/page-answers';
import { useNearViewport } from '../../../shared/hooks/use-near-viewport';
import { paths } from '../../../shared/paths';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { fetchCategoryRow } from '../category-slice';
import { AddToCartButton } from './AddToCartButton';
import { ProductCard } from '../../../shared/ui/ProductCard';
import { ProductCardSkeleton } from '../../../shared/ui/ProductCardSkeleton';

const ROW_FAILED = 'Failed to load products. Please try again.';

/**
 * A home row: the first four products of a category, four skeletons while they load. A row off the first screen
 * (`onFirstScreen` false) is its heading alone until the shopper scrolls near it: the home page's other eleven rows
 * then cost the page's load nothing but their headings (no skeletons to render, lay out and animate). The server
 * renders the home page with every row's products (app/page-answers.ts): their cards show them, with no call.
 */
export function CategoryRow({
  category,
  heading,
  onFirstScreen = false,
}: {
  category: string;
  heading: string;
  onFirstScreen?: boolean;
}) {
  const dispatch = useAppDispatch();
  const row = useAppSelector((state) => state.category.rows[category]);
  const headingId = `row-${category.toLowerCase()}`;
  const section = useRef<HTMLElement>(null);
  // Taken once, at the first render: a later visit to the home page asks the API.
  const written = usePageAnswer<Product[]>(firstPageCalls.homeRow(category))?.data.slice(0, HOME_ROW_SIZE);
  // Rows the page came without ask for their products as the shopper scrolls near them (a later visit to the home
  // page), the first screen's at once.
  const near = useNearViewport(section, undefined, onFirstScreen || written !== undefined);

  useEffect(() => {
    if (!near || written) return;
    void dispatch(fetchCategoryRow(category)).then((result) => {
      if (fetchCategoryRow.rejected.match(result)) toast.error(ROW_FAILED);
    });
  }, [dispatch, category, near, written]);

  const products = row?.status === 'succeeded' ? row.products : written;
  if (products?.length === 0) return null;

  const grid = (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={!products}>
      {products
        ? products.map((product) => (
            <ProductCard key={product._id} product={product} actions={<AddToCartButton product={product} />} />
          ))
        : Array.from({ length: HOME_ROW_SIZE }, (_, index) => <ProductCardSkeleton key={index} />)}
    </div>
  );

  return (
    // A row not yet near holds its place with a minimum height; one with its products skips layout and paint while off
    // screen (the home page has twelve). Not `content-visibility` before that: the browser decides which such sections are
    // off screen only after laying out the page once, then lays it out again (~15 ms, a long task on a phone).
    <section
      ref={section}
      aria-labelledby={headingId}
      className={near ? 'mt-10 [contain-intrinsic-size:auto_520px] [content-visibility:auto]' : 'mt-10 min-h-[520px]'}
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {heading}
        </h2>
        <ShopLink
          to={paths.category(category)}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={`See all in ${category}`}
        >
          See all <ArrowRight className="size-4" aria-hidden />
        </ShopLink>
      </div>
      {!near ? null : row?.status === 'failed' ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between">
          <p>{ROW_FAILED}</p>
          <Button variant="secondary" size="sm" onClick={() => void dispatch(fetchCategoryRow(category))}>
            <RotateCcw className="size-4" aria-hidden /> Retry
          </Button>
        </div>
      ) : (
        grid
      )}
    </section>
  );
}
