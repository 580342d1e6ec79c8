import { formatRupees } from '@voltcart/contract';
import { CircleAlert, IndianRupee, Package, ShoppingBag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { DASHBOARD_FAILED, useDashboard, type DashboardStatus } from '../use-dashboard';
import { TopSellingList } from './TopSellingList';

const count = new Intl.NumberFormat('en-IN');

export function DashboardTab() {
  const { status, retry, totals, topSellingProducts } = useDashboard();
  const show = (value: number, format: (value: number) => string) =>
    status === 'loading' ? 'Loading...' : status === 'failed' ? 'N/A' : format(value);
  return (
    <div className="space-y-6">
      {status === 'failed' && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="flex items-center gap-2">
            <CircleAlert className="size-5 shrink-0" aria-hidden />
            {DASHBOARD_FAILED}
          </p>
          <Button size="sm" variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          status={status}
          label="Total Users"
          icon={<Users className="size-5" aria-hidden />}
          tone="bg-brand-50 text-brand-700"
        >
          {show(totals.totalUsers, count.format)}
        </StatCard>
        <StatCard
          status={status}
          label="Total Products"
          icon={<Package className="size-5" aria-hidden />}
          tone="bg-violet-50 text-violet-700"
        >
          {show(totals.totalProducts, count.format)}
        </StatCard>
        <StatCard
          status={status}
          label="Total Orders"
          icon={<ShoppingBag className="size-5" aria-hidden />}
          tone="bg-offer-100 text-offer-900"
        >
          {show(totals.totalOrderAllUsers, count.format)}
        </StatCard>
        <StatCard
          status={status}
          label="Total Revenue"
          icon={<IndianRupee className="size-5" aria-hidden />}
          tone="bg-green-50 text-green-700"
        >
          {show(totals.totalOrderAmount, formatRupees)}
        </StatCard>
      </dl>
      <TopSellingList loading={status === 'loading'} products={topSellingProducts} />
    </div>
  );
}

function StatCard({
  label,
  icon,
  tone,
  status,
  children,
}: {
  label: string;
  icon: ReactNode;
  tone: string;
  status: DashboardStatus;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        {label}
        <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>{icon}</span>
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
