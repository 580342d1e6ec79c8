import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { pagerItems } from '../listing-state';

const PAGE_LINK = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm font-medium';

/** Numbered pages as links (a shared or reopened link lands on the same page); nothing when there is one page. */
export function Pagination({ page, pages, hrefForPage }: { page: number; pages: number; hrefForPage: (page: number) => string }) {
  if (pages <= 1) return null;
  const edge = (target: number, label: string, icon: 'previous' | 'next') => {
    const Icon = icon === 'previous' ? ChevronLeft : ChevronRight;
    const disabled = target < 1 || target > pages;
    return disabled ? (
      <span className={`${PAGE_LINK} border-slate-200 text-slate-300`} aria-hidden>
        <Icon className="size-4" />
      </span>
    ) : (
      <ShopLink
        to={hrefForPage(target)}
        className={`${PAGE_LINK} border-slate-300 text-slate-700 hover:bg-slate-50`}
        aria-label={label}
      >
        <Icon className="size-4" aria-hidden />
      </ShopLink>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>{edge(page - 1, 'Previous page', 'previous')}</li>
        {pagerItems(page, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <ShopLink
                to={hrefForPage(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${PAGE_LINK} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
              >
                {item}
              </ShopLink>
            </li>
          ),
        )}
        <li>{edge(page + 1, 'Next page', 'next')}</li>
      </ul>
    </nav>
  );
}
