import type { ReactNode } from 'react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { paths } from '../../../shared/paths';
import { CategoryIcon } from './CategoryIcon';

/** A category's list entry: its pictogram in a round badge, then its name (`children`), linking to its page. */
export function CategoryLink({
  category,
  className,
  badgeClassName,
  children,
}: {
  category: { id: string; name: string };
  className: string;
  badgeClassName: string;
  children: ReactNode;
}) {
  return (
    <ShopLink to={paths.category(category.name)} className={`group flex items-center rounded-xl text-center ${className}`}>
      <span
        className={`flex items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-brand-100 ${badgeClassName}`}
      >
        <CategoryIcon id={category.id} />
      </span>
      {children}
    </ShopLink>
  );
}
