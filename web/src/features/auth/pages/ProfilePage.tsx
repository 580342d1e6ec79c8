import { LayoutDashboard, LogOut, Mail, Package, Phone, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector, useLogout } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { fetchCartCount, selectCartCount } from '../../cart/slice';
import { fetchMyOrderCount } from '../../orders/slice';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { IconBadge } from '../../../shared/ui/IconBadge';
import { selectIsAdmin, selectUser } from '../slice';

/** `addressBook` and `accountSettings` are other features' sections, composed in app/. */
export function ProfilePage({ addressBook, accountSettings }: { addressBook?: ReactNode; accountSettings?: ReactNode }) {
  useDocumentTitle('My Profile');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const cartCount = useAppSelector(selectCartCount);
  const orderCount = useAppSelector((state) => state.order.totalOrders);
  const { loggingOut, logout: onLogout } = useLogout(paths.home);

  const summaries: Summary[] = [
    { Icon: ShoppingCart, count: cartCount, unit: 'Items', link: paths.cart, linkText: 'View Cart' },
    { Icon: Package, count: orderCount, unit: 'Orders', link: paths.orders, linkText: 'View Orders' },
  ];

  useEffect(() => {
    void dispatch(fetchCartCount());
    void dispatch(fetchMyOrderCount());
  }, [dispatch]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Profile</h1>
      <p className="mt-1 text-slate-600">Manage your account, orders, and cart</p>

      <section className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center">
        <UserAvatar username={user?.username} imageUrl={user?.imageUrl} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-xl font-semibold text-slate-900">{user?.username || 'Guest User'}</h2>
          <p className="flex items-center gap-2 text-slate-700">
            <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="truncate">{user?.email || 'No email provided'}</span>
          </p>
          <p className="flex items-center gap-2 text-slate-700">
            <Phone className="size-4 shrink-0 text-slate-500" aria-hidden />
            {user?.phone || 'No phone number'}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          {isAdmin && (
            <Link to={paths.admin} className={buttonClasses('secondary')}>
              <LayoutDashboard className="size-4" aria-hidden /> Admin Dashboard
            </Link>
          )}
          <Button variant="secondary" onClick={() => void onLogout()} disabled={loggingOut}>
            <LogOut className="size-4" aria-hidden /> {loggingOut ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </section>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {summaries.map((summary) => (
          <SummaryCard key={summary.unit} summary={summary} />
        ))}
      </div>
      {addressBook}
      {accountSettings}
    </div>
  );
}

/** One count of the shopper's (cart items, orders) and the link to the page that lists them. */
interface Summary {
  Icon: LucideIcon;
  count: number;
  unit: string;
  link: string;
  linkText: string;
}

function SummaryCard({ summary: { Icon, count, unit, link, linkText } }: { summary: Summary }) {
  return (
    <section className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-6">
      <div className="flex items-center gap-4">
        <IconBadge icon={Icon} size="lg" />
        <p>
          <span className="block text-2xl font-bold text-slate-900">{count}</span>
          <span className="text-sm text-slate-600">{unit}</span>
        </p>
      </div>
      <Link to={link} className={buttonClasses('ghost', 'sm')}>
        {linkText}
      </Link>
    </section>
  );
}

export default ProfilePage;
