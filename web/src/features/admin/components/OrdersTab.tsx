import {
  formatRupees,
  FULFILMENT_TRANSITIONS,
  type GoodsBack,
  type Order,
  type OrderStatus,
  type PaymentState,
  type RefundState,
} from '@voltcart/contract';
import { Package } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../shared/text';
import { Button } from '../../../shared/ui/Button';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { RetryAlert } from './RetryAlert';
import { DeliveryAddressLines } from '../../../shared/ui/DeliveryAddressLines';
import { OrderStatusBadge } from '../../../shared/ui/OrderStatusBadge';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { useAdminOrders } from '../use-admin-orders';

const PAYMENT_LOOK: Record<PaymentState, { label: string; look: string }> = {
  COMPLETED: { label: 'Paid', look: 'bg-green-100 text-green-800' },
  PENDING: { label: 'Awaiting payment', look: 'bg-amber-100 text-amber-900' },
  FAILED: { label: 'Payment failed', look: 'bg-red-100 text-red-800' },
};

export function OrdersTab() {
  const { orders, status, error, updatingId, retry, ...actions } = useAdminOrders();

  if (status === 'loading' && orders.length === 0) return <Spinner label="Loading orders..." showLabel className="py-10" />;
  if (status === 'failed') {
    return (
      <RetryAlert onRetry={retry}>
        <p>Error: {error}</p>
      </RetryAlert>
    );
  }
  if (orders.length === 0) return <StatePanel icon={Package} title="No orders found." />;

  return (
    <ul className="space-y-3" aria-label="Orders, newest first">
      {orders.map((order) => (
        <OrderRow key={order._id} order={order} updating={updatingId === order._id} actions={actions} />
      ))}
    </ul>
  );
}

const REFUND_WORDS: Record<RefundState, string> = { PENDING: 'on its way', COMPLETED: 'refunded', FAILED: 'failed' };

/** What an admin can do to an order from its row. */
type OrderActions = Pick<ReturnType<typeof useAdminOrders>, 'moveOrder' | 'retryRefund' | 'markReceivedBack'>;

function OrderRow({ order, updating, actions }: { order: Order; updating: boolean; actions: OrderActions }) {
  const onMove = (next: OrderStatus) => void actions.moveOrder(order, next);
  const onRetryRefund = () => void actions.retryRefund(order);
  const onReceivedBack = () => void actions.markReceivedBack(order);
  const payment = PAYMENT_LOOK[order.paymentState];
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li
      aria-label={`Order ${order.orderId}`}
      className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_10rem_16rem] xl:items-center"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-slate-900">#{order.orderId}</span>
          <OrderStatusBadge status={order.status} />
        </p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
        {order.refund && (
          <p className="mt-1 text-xs text-slate-700">
            Refund {formatRupees(order.refund.amount)}: {REFUND_WORDS[order.refund.state]} (
            <time dateTime={order.refund.updatedAt}>{formatDateTime(order.refund.updatedAt)}</time>)
          </p>
        )}
        {order.goodsBack && (
          <GoodsBackLine order={order} goodsBack={order.goodsBack} updating={updating} onReceivedBack={onReceivedBack} />
        )}
        {order.needsAttention && <p className="mt-1 text-xs font-medium text-red-800">{order.needsAttention}</p>}
        <p
          className="mt-1 line-clamp-2 text-sm text-slate-700"
          title={order.items.map((item) => `${item.productId.productName} × ${item.quantity}`).join(', ')}
        >
          {itemCount} {itemCount === 1 ? 'item' : 'items'}:{' '}
          {order.items.map((item) => `${item.productId.productName} × ${item.quantity}`).join(', ')}
        </p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-xs tracking-wide text-slate-500 uppercase">Customer</p>
        <p className="truncate font-medium text-slate-900">{order.customer?.username ?? 'Unknown customer'}</p>
        <p className="truncate text-slate-600">{order.customer?.email}</p>
        {order.deliveryAddress && (
          <div className="mt-2">
            <p className="text-xs tracking-wide text-slate-500 uppercase">Deliver to</p>
            <DeliveryAddressLines address={order.deliveryAddress} compact />
          </div>
        )}
      </div>
      <div className="text-sm">
        <p className="text-lg font-bold text-slate-900">{formatRupees(order.totalAmount)}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${payment.look}`}>{payment.label}</span>
          <span className="text-xs text-slate-600">{order.paymentMethod}</span>
        </p>
        <InvoiceDownloadButton order={order} />
      </div>
      {order.status === 'Refund failed' ? (
        <div className="sm:col-span-2 xl:col-span-1">
          <Button size="sm" onClick={onRetryRefund} disabled={updating}>
            {updating ? 'Retrying...' : 'Retry refund'}
            <span className="sr-only"> of order {order.orderId}</span>
          </Button>
        </div>
      ) : (
        <StatusControl order={order} updating={updating} onMove={onMove} />
      )}
    </li>
  );
}

/** A cancelled order that had shipped: its stock stays off the shelf until its goods are marked received back. */
function GoodsBackLine({
  order,
  goodsBack,
  updating,
  onReceivedBack,
}: {
  order: Order;
  goodsBack: GoodsBack;
  updating: boolean;
  onReceivedBack: () => void;
}) {
  if (goodsBack.receivedBackAt) {
    return (
      <p className="mt-1 text-xs text-slate-700">
        Goods received back (<time dateTime={goodsBack.receivedBackAt}>{formatDateTime(goodsBack.receivedBackAt)}</time>): stock
        returned
      </p>
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-amber-900">
      <p>Shipped before it was cancelled: its stock stays off the shelf until the goods are back.</p>
      <Button size="sm" variant="secondary" onClick={onReceivedBack} disabled={updating}>
        {updating ? 'Saving...' : 'Mark received back'}
        <span className="sr-only"> for order {order.orderId}</span>
      </Button>
    </div>
  );
}

/** The moves an admin may make from the order's status (Pending → Shipped → Delivered, or Cancelled). */
function StatusControl({ order, updating, onMove }: { order: Order; updating: boolean; onMove: (next: OrderStatus) => void }) {
  const moves = FULFILMENT_TRANSITIONS[order.status];
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const selectId = useId();
  if (moves.length === 0) {
    return (
      <p className="text-sm text-slate-500 sm:col-span-2 xl:col-span-1">
        {order.paymentState === 'COMPLETED' ? 'No further moves' : 'Not paid'}
      </p>
    );
  }
  const chosen = choice && moves.includes(choice) ? choice : '';
  return (
    <form
      className="flex items-end gap-2 sm:col-span-2 xl:col-span-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onMove(chosen);
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="block text-xs font-medium text-slate-600">
          Change status<span className="sr-only"> of order {order.orderId}</span>
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChoice(event.target.value as OrderStatus | '')}
          disabled={updating}
          className="mt-1 block h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        >
          <option value="">Choose status</option>
          {moves.map((move) => (
            <option key={move} value={move}>
              {move}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={!chosen || updating}>
        {updating ? 'Saving...' : 'Update'}
      </Button>
    </form>
  );
}
