import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { AdminArea, type AdminFeaturePanels } from '../components/AdminArea';
import { selectUser } from '../../auth/slice';

/** /admin and /admin/product: the admin area inside the shop's header and footer (linked from Profile). */
/** `panels`: the tabs other features draw, composed in app/. */
export default function AdminAreaPage({ panels }: { panels?: AdminFeaturePanels }) {
  useDocumentTitle('Admin Dashboard');
  const username = useAppSelector(selectUser)?.username;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <div className="mb-5 md:mb-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">Signed in as {username}. Totals, users, products and orders of the shop.</p>
      </div>
      <AdminArea frame="shop" panels={panels} />
    </div>
  );
}
