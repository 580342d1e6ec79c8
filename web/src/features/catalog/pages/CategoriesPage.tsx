import { CATEGORIES } from '@voltcart/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { CategoryTiles, type TileClasses } from '../components/CategoryTiles';

const PAGE_TILES: TileClasses = {
  list: 'mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4',
  item: 'min-w-0',
  link: 'h-full flex-col gap-3 border border-slate-200 bg-white p-4 hover:border-brand-200 hover:shadow-md sm:flex-row sm:gap-4 sm:text-left',
  badge: 'size-14 shrink-0',
};

/** /categories: every category, plus one link to browse them all together. */
export function CategoriesPage() {
  useDocumentTitle('All categories');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">All categories</h1>
          <p className="mt-1 text-slate-600">Twelve aisles of electronics, all with free delivery.</p>
        </div>
        <Link
          to={paths.category(CATEGORIES.map((category) => category.name))}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Browse everything <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <CategoryTiles
        classes={PAGE_TILES}
        label={(category) => (
          <span className="w-full min-w-0">
            <span className="block font-semibold text-slate-900">{category.name}</span>
            <span className="block text-sm text-slate-600 sm:truncate">{category.heading}</span>
          </span>
        )}
      />
    </div>
  );
}

export default CategoriesPage;
