import { codPagePaths, formatRupees, type Order } from '@voltcart/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { formatDateTime } from '../../../shared/text';
import { ProductImage } from '../../../shared/ui/ProductImage';
import { DeliveryAddressLines } from '../../../shared/ui/DeliveryAddressLines';
import { DeliveryPromise } from '../../../shared/ui/DeliveryPromise';
import { OrderStatusBadge } from '../../../shared/ui/OrderStatusBadge';
import { TableHead, type TableColumn } from '../../../shared/ui/TableHead';
import { nextStepOf } from '../order-next-step';
import { CancelOrderButton } from './CancelOrderButton';
import { GiveAddressForm } from './GiveAddressForm';
import { InvoiceLink } from './InvoiceLink';
import { OrderTimeline } from './OrderTimeline';

const ITEM_COLUMNS: TableColumn[] = [
  { label: 'Product', className: 'py-3 pr-3 font-medium' },
  { label: 'Qty', className: 'px-2 py-3 text-center font-medium' },
  { label: 'Price', className: 'hidden px-2 py-3 text-right font-medium sm:table-cell' },
  { label: 'Total', className: 'py-3 pl-2 text-right font-medium' },
];

export function OrderCard({ order }: { order: Order }) {
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white" aria-labelledby={`order-${order._id}`}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
        <div>
          <h2 id={`order-${order._id}`} className="font-semibold text-slate-900">
            Order <span className="font-mono text-sm">#{order.orderId}</span>
          </h2>
          <p className="text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <OrderStatusBadge status={order.status} />
          <p className="max-w-xs text-xs text-slate-600">{nextStepOf(order)}</p>
          {order.status === 'Awaiting confirmation' && (
            <Link to={codPagePaths.orderPlaced(order._id)} className="text-sm font-semibold text-brand-700 hover:underline">
              Enter your code
            </Link>
          )}
          {(order.status === 'Pending' || order.status === 'Awaiting address' || order.status === 'Awaiting confirmation') && (
            <CancelOrderButton order={order} />
          )}
        </div>
      </header>
      {order.status === 'Awaiting address' && <GiveAddressForm order={order} />}

      <div className="overflow-x-auto px-4 sm:px-6">
        <table className="w-full text-sm">
          <caption className="sr-only">Items in order {order.orderId}</caption>
          <TableHead
            columns={ITEM_COLUMNS}
            rowClassName="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase"
          />
          <tbody className="divide-y divide-slate-100">
            {order.items.map((item) => (
              <tr key={item._id}>
                <td className="py-3 pr-3">
                  <div className="flex items-center gap-3">
                    <div className="w-12 shrink-0 rounded-md border border-slate-200 p-0.5">
                      <ProductImage src={item.productId.productImage[0]} alt="" />
                    </div>
                    <Link
                      to={paths.product(item.productId._id)}
                      className="line-clamp-2 text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {item.productId.productName}
                    </Link>
                  </div>
                </td>
                <td className="px-2 py-3 text-center text-slate-700">{item.quantity}</td>
                <td className="hidden px-2 py-3 text-right whitespace-nowrap text-slate-700 sm:table-cell">
                  {formatRupees(item.price)}
                </td>
                <td className="py-3 pl-2 text-right font-medium whitespace-nowrap text-slate-900">
                  {formatRupees(item.price * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <OrderTimeline order={order} />

      <footer className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 text-sm sm:flex-row sm:items-end sm:justify-between sm:px-6">
        {order.deliveryAddress && (
          <div aria-label="Delivery address" role="group">
            <p className="text-slate-500">Deliver to:</p>
            <DeliveryAddressLines address={order.deliveryAddress} />
            <DeliveryPromise order={order} className="mt-2" />
          </div>
        )}
        <dl className="space-y-1 text-slate-700">
          <div className="flex gap-2">
            <dt className="text-slate-500">Payment method:</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
          {order.cod ? (
            <div className="flex gap-2" data-testid="order-cash">
              <dt className="text-slate-500">{order.cod.cashCollected ? 'Cash collected:' : 'Cash to pay on delivery:'}</dt>
              <dd className="font-medium">{formatRupees(order.totalAmount)}</dd>
            </div>
          ) : (
            <div className="flex min-w-0 gap-2">
              <dt className="shrink-0 text-slate-500">Transaction ID:</dt>
              <dd className="truncate font-mono text-xs leading-5">{order.transactionId ?? order.merchantTransactionId}</dd>
            </div>
          )}
        </dl>
        <div className="flex flex-col gap-2 sm:items-end">
          {order.cod && order.cod.fee > 0 && (
            <p className="text-sm text-slate-700">Cash on delivery fee: {formatRupees(order.cod.fee)}</p>
          )}
          {order.couponCode && order.discount !== undefined && (
            <p className="text-sm text-green-800" data-testid="order-discount">
              Coupon {order.couponCode}: −{formatRupees(order.discount)}
            </p>
          )}
          <p className="text-base">
            <span className="text-slate-600">Total amount </span>
            <strong className="text-slate-900">{formatRupees(order.totalAmount)}</strong>
          </p>
          <InvoiceLink order={order} />
        </div>
      </footer>
    </article>
  );
}
