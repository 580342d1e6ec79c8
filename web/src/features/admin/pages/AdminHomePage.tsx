import { LogOut, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useAppSelector, useLogout } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { selectUser } from '../../auth/slice';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { AdminArea, type AdminFeaturePanels } from '../components/AdminArea';
import { AdminBrand } from '../components/AdminBrand';

/** /admin-home: the admin area on its own, without the shopper's header and footer. */
/** `panels`: the tabs other features draw, composed in app/. */
export default function AdminHomePage({ panels }: { panels?: AdminFeaturePanels }) {
  useDocumentTitle('Admin');
  const user = useAppSelector(selectUser);
  const { loggingOut: signingOut, logout: signOut } = useLogout(paths.adminLogin);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-6">
          <AdminBrand />
          <div className="ml-auto flex items-center gap-2">
            <Link to={paths.home} className={buttonClasses('ghost', 'sm')} aria-label="Visit the shop">
              <Store className="size-4" aria-hidden /> <span className="hidden sm:inline">Visit the shop</span>
            </Link>
            <span className="hidden items-center gap-2 text-sm text-slate-700 lg:flex">
              <UserAvatar username={user?.username} imageUrl={user?.imageUrl} size="sm" />
              {user?.username}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={signingOut}>
              {/* A 360 px phone has no room beside the brand for the words: the icon stays, the name is still read out. */}
              <LogOut className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{signingOut ? 'Logging out...' : 'Logout'}</span>
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        <h1 className="mb-5 text-2xl font-bold text-slate-900 sm:text-3xl md:mb-8">Admin Dashboard</h1>
        <AdminArea frame="standalone" panels={panels} />
      </main>
    </div>
  );
}
