import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/paths';

export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'Users' },
  { id: 'product', label: 'Product' },
  { id: 'orders', label: 'Orders' },
  { id: 'coupons', label: 'Coupons' },
  { id: 'delivery', label: 'Delivery' },
  // Short: the phone's bar scrolls, but fewer tabs off-screen is kinder; the panel's heading says it in full.
  { id: 'cod', label: 'COD' },
  { id: 'spreadsheets', label: 'Import / export' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'system', label: 'System' },
  { id: 'security', label: 'Security' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

const isTab = (text: string | null): text is AdminTabId => ADMIN_TABS.some((tab) => tab.id === text);

/** Where the area is shown: inside the shop frame (/admin, /admin/product) or on its own (/admin-home). */
export type AdminFrame = 'shop' | 'standalone';

/** The address of a tab, so every tab can be linked to and survives a reload. */
export function adminTabPath(frame: AdminFrame, tab: AdminTabId): string {
  if (frame === 'shop')
    return tab === 'product' ? paths.adminProduct : tab === 'dashboard' ? paths.admin : `${paths.admin}?tab=${tab}`;
  return tab === 'dashboard' ? paths.adminHome : `${paths.adminHome}?tab=${tab}`;
}

/** The tab the address names: /admin/product, or `?tab=`; the dashboard otherwise. */
export function tabOfLocation(pathname: string, search: string): AdminTabId {
  if (pathname.replace(/\/+$/, '') === paths.adminProduct) return 'product';
  const named = new URLSearchParams(search).get('tab');
  return isTab(named) ? named : 'dashboard';
}

export function useAdminTab(frame: AdminFrame): [AdminTabId, (tab: AdminTabId) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return [tabOfLocation(pathname, search), (tab) => void navigate(adminTabPath(frame, tab))];
}
