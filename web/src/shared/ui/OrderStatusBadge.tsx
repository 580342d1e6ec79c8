import type { OrderStatus } from '@voltcart/contract';

const LOOK: Partial<Record<OrderStatus, string>> = {
  Delivered: 'bg-green-100 text-green-800',
  Pending: 'bg-amber-100 text-amber-900',
  'Awaiting address': 'bg-amber-100 text-amber-900',
  'Payment pending': 'bg-amber-100 text-amber-900',
  'Awaiting confirmation': 'bg-amber-100 text-amber-900',
  Shipped: 'bg-brand-100 text-brand-800',
  'Refund pending': 'bg-amber-100 text-amber-900',
  Refunded: 'bg-slate-200 text-slate-800',
};

/** Delivered green, awaiting (Pending, Awaiting address, Refund pending) amber, shipped blue, refunded grey, anything else (failed, cancelled) red. */
export function OrderStatusBadge({ status }: { status: string }) {
  const look = LOOK[status as OrderStatus] ?? 'bg-red-100 text-red-800';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{status}</span>;
}
