import type { AdminFeaturePanels } from '../../features/admin/components/AdminArea';
import { CodSettingsPanel } from '../../features/cod/components/CodSettingsPanel';
import { ImportExportTab } from '../../features/catalogue-csv/components/ImportExportTab';
import { CouponsTab } from '../../features/coupons/components/CouponsTab';
import { DeliveryRulesTab } from '../../features/delivery/components/DeliveryRulesTab';
import { SystemTab } from '../../features/system/components/SystemTab';

/** The admin area's tabs that other features draw: the admin feature lists the tabs, each feature its panel. */
export const ADMIN_FEATURE_PANELS: AdminFeaturePanels = {
  coupons: () => <CouponsTab />,
  delivery: () => <DeliveryRulesTab />,
  cod: () => <CodSettingsPanel />,
  system: () => <SystemTab />,
  spreadsheets: () => <ImportExportTab />,
};
