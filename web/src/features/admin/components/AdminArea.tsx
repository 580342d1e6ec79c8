import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { toast } from '../../../shared/toasts/toast-store';
import { selectMustEnrolTwoFactor } from '../../auth/slice';
import { ADMIN_TABS, adminTabPath, useAdminTab, type AdminFrame, type AdminTabId } from '../admin-tabs';
import { AdminTabs, panelId, tabId } from './AdminTabs';
import { DashboardTab } from './DashboardTab';
import { OrdersTab } from './OrdersTab';
import { ProductsTab } from './ProductsTab';
import { ReviewsTab } from './ReviewsTab';
import { TwoFactorPanel } from '../two-factor/TwoFactorPanel';
import { UsersTab } from './UsersTab';

/** The tabs another feature draws (coupons, delivery, cash on delivery, spreadsheets, system), composed in app/ (a feature does not import another). */
export type AdminFeatureTabId = 'coupons' | 'delivery' | 'cod' | 'spreadsheets' | 'system';
const FEATURE_TABS: readonly AdminTabId[] = [
  'coupons',
  'delivery',
  'cod',
  'spreadsheets',
  'system',
] satisfies AdminFeatureTabId[];
const isFeatureTab = (tab: AdminTabId): tab is AdminFeatureTabId => FEATURE_TABS.includes(tab);
export type AdminFeaturePanels = Record<AdminFeatureTabId, () => ReactNode>;

const PANELS: Record<Exclude<AdminTabId, AdminFeatureTabId>, () => ReactNode> = {
  dashboard: () => <DashboardTab />,
  users: () => <UsersTab />,
  product: () => <ProductsTab />,
  orders: () => <OrdersTab />,
  reviews: () => <ReviewsTab />,
  security: () => <TwoFactorPanel />,
};

const ENROL_FIRST = 'Turn on two-factor sign-in to use the admin area.';

/**
 * The admin area: tabs on the left (on top on phones) and the open tab's panel. Only the open panel is mounted.
 * An admin who must turn on two-factor sign-in first (the shop requires it) is kept on the Security tab, at its
 * address, so the panel stays mounted (with the recovery codes it shows) when enrolment opens the rest.
 */
export function AdminArea({ frame, panels }: { frame: AdminFrame; panels?: AdminFeaturePanels | undefined }) {
  const [tab, select] = useAdminTab(frame);
  const mustEnrol = useAppSelector(selectMustEnrolTwoFactor);
  const navigate = useNavigate();
  const current = mustEnrol ? 'security' : tab;
  useEffect(() => {
    if (mustEnrol && tab !== 'security') void navigate(adminTabPath(frame, 'security'), { replace: true });
  }, [mustEnrol, tab, frame, navigate]);
  const onSelect = (next: AdminTabId) => (mustEnrol && next !== 'security' ? toast.warning(ENROL_FIRST) : select(next));
  const label = ADMIN_TABS.find((each) => each.id === current)?.label;
  return (
    <div className="md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:items-start md:gap-8">
      <AdminTabs current={current} onSelect={onSelect} />
      <section
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        tabIndex={0}
        className="mt-5 min-w-0 rounded-lg focus:outline-none focus-visible:outline-2 md:mt-0"
      >
        <h2 className="sr-only">{label}</h2>
        {mustEnrol && (
          <p className="mb-4 rounded-lg border border-offer-300 bg-offer-100 px-4 py-3 text-sm text-offer-950">
            {ENROL_FIRST} Until it is on, this sign-in can only set it up or sign out.
          </p>
        )}
        {isFeatureTab(current) ? panels?.[current]() : PANELS[current]()}
      </section>
    </div>
  );
}
