import { LayoutGrid, ShoppingCart, Zap } from 'lucide-react';
import { NavLink } from 'react-router';
import { ShopLink } from '../../shared/ui/ShopLink';
import { selectCartCount } from '../../features/cart/slice';
import { SearchBox } from '../../features/search/components/SearchBox';
import { selectIsSignedIn, selectUser } from '../../features/auth/slice';
import { buttonClasses } from '../../shared/ui/button-styles';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { useAppSelector } from '../hooks';
import { paths } from '../../shared/paths';

export function Header() {
  const isAuthenticated = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const count = useAppSelector(selectCartCount);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Phones put the search box on a row of its own under the logo and cart; wider screens keep one row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4 md:h-16 md:flex-nowrap md:px-6 md:py-0">
        <ShopLink to={paths.home} className="flex items-center gap-2 rounded-md" aria-label="Voltcart home">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700">
            <Zap className="size-5 fill-offer-400 text-offer-400" aria-hidden />
          </span>
          <span className="text-xl font-extrabold tracking-tight text-slate-900">Voltcart</span>
        </ShopLink>
        {/* Phones get the link as an icon beside the cart (no room for its words); wider screens, beside the logo. */}
        <nav aria-label="Main" className="ml-auto md:ml-4">
          <NavLink
            to={paths.categories}
            className={({ isActive }) =>
              `inline-flex size-11 items-center justify-center gap-1.5 rounded-full text-sm font-medium hover:bg-slate-100 md:size-auto md:rounded-md md:px-3 md:py-2 ${isActive ? 'text-brand-700' : 'text-slate-700'}`
            }
          >
            <LayoutGrid className="size-6 md:size-4" aria-hidden />
            <span className="sr-only md:not-sr-only">All categories</span>
          </NavLink>
        </nav>
        <SearchBox className="order-last w-full md:order-none md:max-w-xl md:flex-1" />
        <div className="flex items-center gap-2 sm:gap-3 md:ml-auto">
          <ShopLink
            to={paths.cart}
            className="relative flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
            aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          >
            <ShoppingCart className="size-6" aria-hidden />
            <span
              data-testid="cart-count"
              className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] font-bold text-white ring-2 ring-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          </ShopLink>
          {isAuthenticated && user ? (
            <ShopLink to={paths.profile} className="rounded-full" title="My Profile">
              <UserAvatar username={user.username} imageUrl={user.imageUrl} size="sm" />
            </ShopLink>
          ) : (
            <ShopLink to={paths.login} className={buttonClasses('primary', 'sm')}>
              Login
            </ShopLink>
          )}
        </div>
      </div>
    </header>
  );
}
