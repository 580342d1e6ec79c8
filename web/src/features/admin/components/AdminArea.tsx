import type { ReactNode } from 'react';
import { ADMIN_TABS, useAdminTab, type AdminFrame, type AdminTabId } from '../admin-tabs';
import { AdminTabs, panelId, tabId } from './AdminTabs';
import { DashboardTab } from './DashboardTab';
import { OrdersTab } from './OrdersTab';
import { ProductsTab } from './ProductsTab';
import { TwoFactorPanel } from '../two-factor/TwoFactorPanel';
import { UsersTab } from './UsersTab';

const PANELS: Record<AdminTabId, () => ReactNode> = {
  dashboard: () => <DashboardTab />,
  users: () => <UsersTab />,
  product: () => <ProductsTab />,
  orders: () => <OrdersTab />,
  security: () => <TwoFactorPanel />,
};

/** The admin area: tabs on the left (on top on phones) and the open tab's panel. Only the open panel is mounted. */
export function AdminArea({ frame }: { frame: AdminFrame }) {
  const [current, select] = useAdminTab(frame);
  const label = ADMIN_TABS.find((tab) => tab.id === current)?.label;
  return (
    <div className="md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:items-start md:gap-8">
      <AdminTabs current={current} onSelect={select} />
      <section
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        tabIndex={0}
        className="mt-5 min-w-0 rounded-lg focus:outline-none focus-visible:outline-2 md:mt-0"
      >
        <h2 className="sr-only">{label}</h2>
        {PANELS[current]()}
      </section>
    </div>
  );
}
