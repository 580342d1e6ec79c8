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
import { useState } from 'react';
import { formatDateTime } from '../../../shared/text';
import { Button } from '../../../shared/ui/Button';
import { GstRegisterDownload } from './GstRegisterDownload';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { ConfirmCancelDialog, ConfirmRetryRefundDialog } from './OrderMoveDialogs';
import { ShipDialog } from './ShipDialog';
import { RetryAlert } from './RetryAlert';
import { DeliveryAddressLines } from '../../../shared/ui/DeliveryAddressLines';
import { DeliveryPromise } from '../../../shared/ui/DeliveryPromise';
import { OrderStatusBadge } from '../../../shared/ui/OrderStatusBadge';
import { useUnpaidAttempts } from '../../../shared/hooks/use-unpaid-attempts';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { useAdminOrders } from '../use-admin-orders';

const PAYMENT_LOOK: Record<PaymentState, { label: string; look: string }> = {
  COMPLETED: { label: 'Paid', look: 'bg-green-100 text-green-800' },
  PENDING: { label: 'Awaiting payment', look: 'bg-amber-100 text-amber-900' },
  FAILED: { label: 'Payment failed', look: 'bg-red-100 text-red-800' },
};

/** The payment's badge: a refunded (or refunding) order's money is no longer the shop's, so it never reads "Paid". */
function paymentLookOf(order: Order): { label: string; look: string } {
  if (order.cod) {
    return order.cod.cashCollected
      ? { label: 'Cash collected', look: 'bg-green-100 text-green-800' }
      : { label: 'Cash to collect', look: 'bg-amber-100 text-amber-900' };
  }
  if (order.refund?.state === 'COMPLETED') return { label: 'Refunded', look: 'bg-slate-200 text-slate-800' };
  if (order.refund?.state === 'PENDING') return { label: 'Refund on its way', look: 'bg-amber-100 text-amber-900' };
  if (order.refund?.state === 'FAILED') return { label: 'Refund failed', look: 'bg-red-100 text-red-800' };
  return PAYMENT_LOOK[order.paymentState];
}

export function OrdersTab() {
  const { orders, status, error, updatingId, retry, ...actions } = useAdminOrders();
  const { shown, toggle } = useUnpaidAttempts(orders);

  if (status === 'loading' && orders.length === 0) return <Spinner label="Loading orders..." showLabel className="py-10" />;
  if (status === 'failed') {
    return (
      <RetryAlert onRetry={retry}>
        <p>Error: {error}</p>
      </RetryAlert>
    );
  }
  return (
    <div className="space-y-3">
      <GstRegisterDownload />
      {toggle && <div className="flex justify-end">{toggle}</div>}
      {shown.length === 0 ? (
        <StatePanel icon={Package} title="No orders found." />
      ) : (
        <ul className="space-y-3" aria-label="Orders, newest first">
          {shown.map((order) => (
            <OrderRow key={order._id} order={order} updating={updatingId === order._id} actions={actions} />
          ))}
        </ul>
      )}
    </div>
  );
}

const REFUND_WORDS: Record<RefundState, string> = { PENDING: 'on its way', COMPLETED: 'refunded', FAILED: 'failed' };

/** What an admin can do to an order from its row. */
type OrderActions = Pick<ReturnType<typeof useAdminOrders>, 'moveOrder' | 'retryRefund' | 'markReceivedBack'>;

/** A question an order's row is asking before it acts: cancelling it, or sending its failed refund again. */
type Asking = 'cancel' | 'retry-refund' | 'ship' | undefined;

function OrderRow({ order, updating, actions }: { order: Order; updating: boolean; actions: OrderActions }) {
  const [asking, setAsking] = useState<Asking>();
  const onMove = (next: OrderStatus) =>
    next === 'Cancelled' ? setAsking('cancel') : next === 'Shipped' ? setAsking('ship') : void actions.moveOrder(order, next);
  const answered = (done: Promise<boolean>) => void done.then((changed) => changed && setAsking(undefined));
  const onReceivedBack = () => void actions.markReceivedBack(order);
  const payment = paymentLookOf(order);
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
        {order.shipment && (
          <p className="mt-1 text-xs text-slate-700">
            {order.shipment.courierName}, AWB <span className="font-mono">{order.shipment.awb}</span>
          </p>
        )}
        {order.needsAttention && <p className="mt-1 text-xs font-medium text-red-800">{order.needsAttention}</p>}
        {order.cancelReason && <p className="mt-1 text-xs text-slate-700">Cancelled because: {order.cancelReason}</p>}
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
            <DeliveryPromise order={order} className="mt-1" />
          </div>
        )}
      </div>
      <div className="text-sm">
        <p className="text-lg font-bold text-slate-900">{formatRupees(order.totalAmount)}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${payment.look}`}>{payment.label}</span>
          <span className="text-xs text-slate-600">{order.paymentMethod}</span>
        </p>
        {order.cod && (
          <p className="mt-1 text-xs text-slate-700">
            {order.cod.cashCollected ? 'Cash collected' : 'Cash to pay on delivery'}: {formatRupees(order.totalAmount)} (fee{' '}
            {formatRupees(order.cod.fee)})
          </p>
        )}
        <InvoiceDownloadButton order={order} />
      </div>
      {order.status === 'Refund failed' ? (
        <div className="sm:col-span-2 xl:col-span-1">
          <Button size="sm" onClick={() => setAsking('retry-refund')} disabled={updating}>
            Retry refund
            <span className="sr-only"> of order {order.orderId}</span>
          </Button>
        </div>
      ) : (
        <OrderMoves order={order} updating={updating} onMove={onMove} />
      )}
      {asking === 'cancel' && (
        <ConfirmCancelDialog
          order={order}
          working={updating}
          onKeep={() => setAsking(undefined)}
          onConfirm={(reason) => answered(actions.moveOrder(order, 'Cancelled', reason))}
        />
      )}
      {asking === 'ship' && (
        <ShipDialog
          order={order}
          working={updating}
          onKeep={() => setAsking(undefined)}
          onConfirm={(shipping) => answered(actions.moveOrder(order, 'Shipped', undefined, shipping))}
        />
      )}
      {asking === 'retry-refund' && (
        <ConfirmRetryRefundDialog
          order={order}
          working={updating}
          onKeep={() => setAsking(undefined)}
          onConfirm={() => answered(actions.retryRefund(order))}
        />
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

/** What each move an admin may make is called on its button (cancelling a paid order refunds it). */
function moveLabel(order: Order, next: OrderStatus): string {
  if (next === 'Shipped') return 'Ship';
  if (next === 'Delivered') return order.cod ? 'Mark delivered, cash collected' : 'Mark delivered';
  if (next === 'Returned to origin') return 'Returned to origin';
  if (order.cod && next === 'Cancelled') return 'Cancel order';
  if (next === 'Cancelled') return order.paymentState === 'COMPLETED' ? 'Cancel and refund' : 'Cancel checkout';
  return next;
}

/** The moves an admin may make from the order's status (Pending → Shipped → Delivered, or cancelled), each its own button. */
function OrderMoves({ order, updating, onMove }: { order: Order; updating: boolean; onMove: (next: OrderStatus) => void }) {
  // Only a cash-on-delivery order is refused at the door.
  const moves = FULFILMENT_TRANSITIONS[order.status].filter((next) => order.cod || next !== 'Returned to origin');
  if (moves.length === 0) {
    return (
      <p className="text-sm text-slate-500 sm:col-span-2 xl:col-span-1">
        {order.paymentState === 'COMPLETED' || order.status === 'Returned to origin' ? 'No further moves' : 'Not paid'}
      </p>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2 sm:col-span-2 xl:col-span-1"
      role="group"
      aria-label={`Moves of order ${order.orderId}`}
    >
      {moves.map((next) => (
        <Button
          key={next}
          size="sm"
          variant={next === 'Cancelled' ? 'secondary' : undefined}
          className={next === 'Cancelled' ? 'text-red-700' : ''}
          onClick={() => onMove(next)}
          disabled={updating}
        >
          {updating && next !== 'Cancelled' ? 'Saving...' : moveLabel(order, next)}
          <span className="sr-only"> order {order.orderId}</span>
        </Button>
      ))}
    </div>
  );
}
