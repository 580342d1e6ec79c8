import { STRIP_LABELS } from '@voltcart/contract';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { paths } from '../../../shared/paths';
import { CategoryTiles, type TileClasses } from './CategoryTiles';

/** How far one press of a strip arrow scrolls (the spec's: docs/product.md). */
const STRIP_SCROLL_STEP_PX = 200;

const STRIP_TILES: TileClasses = {
  // An arrow covers the strip's outer 2.75rem (2.25rem wide, 0.5rem into the strip's 1rem bleed past the page's
  // edge): 3rem of side padding keeps the first and the last tile clear of it.
  list: 'scrollbar-none -mx-4 flex snap-x gap-2 overflow-x-auto scroll-smooth scroll-px-12 px-12 pb-2 lg:mx-0 lg:grid lg:grid-cols-12 lg:overflow-visible lg:px-0',
  item: 'w-22 shrink-0 snap-start lg:w-auto',
  link: 'flex-col gap-2 p-2 hover:bg-slate-50',
  badge: 'size-16 transition-colors',
};

/** "Shop by Category": the 12 category tiles, scrollable with arrows on small screens. */
export function CategoryStrip() {
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * STRIP_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section aria-labelledby="explore-categories" className="mt-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id="explore-categories" className="text-xl font-bold text-slate-900 sm:text-2xl">
            Explore Categories
          </h2>
          <p className="text-sm text-slate-600">Shop by Category</p>
        </div>
        <ShopLink
          to={paths.categories}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
        >
          View All <ArrowRight className="size-4" aria-hidden />
        </ShopLink>
      </div>
      <div className="relative">
        <button type="button" onClick={() => scroll(-1)} aria-label="Scroll categories left" className={`${arrowClass} -left-2`}>
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <button type="button" onClick={() => scroll(1)} aria-label="Scroll categories right" className={`${arrowClass} -right-2`}>
          <ChevronRight className="size-5" aria-hidden />
        </button>
        <CategoryTiles
          listRef={strip}
          classes={STRIP_TILES}
          label={(category) => (
            <span className="text-xs font-medium text-slate-800 sm:text-sm">{STRIP_LABELS[category.id] ?? category.name}</span>
          )}
        />
      </div>
    </section>
  );
}

// Small screens only: on large ones all twelve tiles fit in one row.
const arrowClass =
  'absolute top-6 z-10 flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 lg:hidden';
