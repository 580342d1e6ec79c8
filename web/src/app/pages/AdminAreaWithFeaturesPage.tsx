import AdminAreaPage from '../../features/admin/pages/AdminAreaPage';
import { ADMIN_FEATURE_PANELS } from './admin-feature-panels';

/** /admin and /admin/product: the admin area in the shop frame, with the tabs other features draw. */
export default function AdminAreaWithFeaturesPage() {
  return <AdminAreaPage panels={ADMIN_FEATURE_PANELS} />;
}
