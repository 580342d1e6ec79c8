import type { AdminFeaturePanels } from '../../features/admin/components/AdminArea';
import { ImportExportTab } from '../../features/catalogue-csv/components/ImportExportTab';
import { CouponsTab } from '../../features/coupons/components/CouponsTab';

/** The admin area's tabs that other features draw: the admin feature lists the tabs, each feature its panel. */
export const ADMIN_FEATURE_PANELS: AdminFeaturePanels = {
  coupons: () => <CouponsTab />,
  spreadsheets: () => <ImportExportTab />,
};
