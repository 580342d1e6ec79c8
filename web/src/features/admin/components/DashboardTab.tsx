import { formatRupees } from '@voltcart/contract';
import { CircleAlert, IndianRupee, Package, ShoppingBag, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryAlert } from './RetryAlert';
import { DASHBOARD_FAILED, useDashboard, type DashboardStatus } from '../use-dashboard';
import { CartRemindersSection } from './CartRemindersSection';
import { LowStockList } from './LowStockList';
import { TopSellingList } from './TopSellingList';

const count = new Intl.NumberFormat('en-IN');

type DashboardTotals = ReturnType<typeof useDashboard>['totals'];

/** The four totals across the top, in the order the admin reads them. */
const STATS: {
  label: string;
  Icon: LucideIcon;
  tone: string;
  total: keyof DashboardTotals;
  format: (value: number) => string;
}[] = [
  { label: 'Total Users', Icon: Users, tone: 'bg-brand-50 text-brand-700', total: 'totalUsers', format: count.format },
  { label: 'Total Products', Icon: Package, tone: 'bg-violet-50 text-violet-700', total: 'totalProducts', format: count.format },
  {
    label: 'Total Orders',
    Icon: ShoppingBag,
    tone: 'bg-offer-100 text-offer-900',
    total: 'totalOrderAllUsers',
    format: count.format,
  },
  {
    label: 'Total Revenue',
    Icon: IndianRupee,
    tone: 'bg-green-50 text-green-700',
    total: 'totalOrderAmount',
    format: formatRupees,
  },
];

export function DashboardTab() {
  const { status, retry, totals, topSellingProducts } = useDashboard();
  const show = (value: number, format: (value: number) => string) =>
    status === 'loading' ? 'Loading...' : status === 'failed' ? 'N/A' : format(value);
  return (
    <div className="space-y-6">
      {status === 'failed' && (
        <RetryAlert onRetry={retry}>
          <p className="flex items-center gap-2">
            <CircleAlert className="size-5 shrink-0" aria-hidden />
            {DASHBOARD_FAILED}
          </p>
        </RetryAlert>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {STATS.map((stat) => (
          <StatCard key={stat.label} status={status} label={stat.label} Icon={stat.Icon} tone={stat.tone}>
            {show(totals[stat.total], stat.format)}
          </StatCard>
        ))}
      </dl>
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <TopSellingList loading={status === 'loading'} products={topSellingProducts} />
        <LowStockList />
      </div>
      <CartRemindersSection />
    </div>
  );
}

function StatCard({
  label,
  Icon,
  tone,
  status,
  children,
}: {
  label: string;
  Icon: LucideIcon;
  tone: string;
  status: DashboardStatus;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        {label}
        <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
          <Icon className="size-5" aria-hidden />
        </span>
      </dt>
      <dd
        aria-busy={status === 'loading'}
        className={`truncate font-bold ${status === 'ready' ? 'text-xl text-slate-900 sm:text-2xl' : 'text-base text-slate-500 sm:text-lg'}`}
      >
        {children}
      </dd>
    </div>
  );
}
