import AdminHomePage from '../../features/admin/pages/AdminHomePage';
import { ADMIN_FEATURE_PANELS } from './admin-feature-panels';

/** /admin-home: the admin area on its own, with the tabs other features draw. */
export default function AdminHomeWithFeaturesPage() {
  return <AdminHomePage panels={ADMIN_FEATURE_PANELS} />;
}
