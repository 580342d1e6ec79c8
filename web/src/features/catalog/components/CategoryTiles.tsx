import { CATEGORIES } from '@voltcart/contract';
import type { ReactNode, Ref } from 'react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { paths } from '../../../shared/paths';
import { CategoryIcon } from './CategoryIcon';

type Category = (typeof CATEGORIES)[number];

/** The classes of the list, of each entry, of its link and of the round badge that holds its pictogram. */
export interface TileClasses {
  list: string;
  item: string;
  link: string;
  badge: string;
}

/** Every category as a list entry linking to its page: its pictogram in a round badge, then `label(category)`. */
export function CategoryTiles({
  listRef,
  classes,
  label,
}: {
  listRef?: Ref<HTMLUListElement>;
  classes: TileClasses;
  label: (category: Category) => ReactNode;
}) {
  return (
    <ul ref={listRef} className={classes.list}>
      {CATEGORIES.map((category) => (
        <li key={category.id} className={classes.item}>
          <ShopLink
            to={paths.category(category.name)}
            className={`group flex items-center rounded-xl text-center ${classes.link}`}
          >
            <span
              className={`flex items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-brand-100 ${classes.badge}`}
            >
              <CategoryIcon id={category.id} />
            </span>
            {label(category)}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
