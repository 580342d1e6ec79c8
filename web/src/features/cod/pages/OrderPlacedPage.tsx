import { formatRupees, type Order } from '@voltcart/contract';
import { CircleAlert, PackageCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { codApi } from '../api';
import { CodeForm } from '../components/CodeForm';

/**
 * /order/placed/:orderId — where a cash-on-delivery order lands once placed: the code form while it awaits
 * confirmation, then (or with confirmation off) that it is confirmed and what to pay at the door.
 */
export default function OrderPlacedPage() {
  useDocumentTitle('Order placed');
  const { orderId = '' } = useParams();
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  const [problem, setProblem] = useState<string>();

  // Read again after a confirmation, to show the order as it now is.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let shown = true;
    codApi.myOrders().then(
      (answer) => shown && setOrder(answer.data.find((each) => each._id === orderId) ?? null),
      (error: unknown) => shown && setProblem(errorMessage(error, 'We could not load your order.')),
    );
    return () => {
      shown = false;
    };
  }, [orderId, reads]);

  if (problem) {
    return (
      <StatePanel
        page
        tone="error"
        icon={CircleAlert}
        title="Something went wrong"
        links={[{ to: paths.orders, label: 'Go to your orders' }]}
      >
        <p>{problem}</p>
      </StatePanel>
    );
  }
  if (order === undefined) return <PageSpinner label="Loading your order..." />;
  if (order === null) {
    return (
      <StatePanel
        page
        tone="error"
        icon={CircleAlert}
        title="Order not found"
        links={[{ to: paths.orders, label: 'Go to your orders' }]}
      >
        <p>We could not find this order on your account.</p>
      </StatePanel>
    );
  }

  const cash = formatRupees(order.totalAmount);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <PackageCheck className="size-7 text-green-700" aria-hidden /> Order placed
        </h1>
        <dl className="mt-4 space-y-1 text-sm text-slate-700">
          <div className="flex gap-2">
            <dt className="text-slate-500">Order:</dt>
            <dd className="font-mono font-semibold text-slate-900">#{order.orderId}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-500">Payment method:</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-500">Cash to pay on delivery:</dt>
            <dd className="font-semibold text-slate-900">{cash}</dd>
          </div>
        </dl>
        <div className="mt-6" aria-live="polite">
          {order.status === 'Awaiting confirmation' ? (
            <>
              <h2 className="text-lg font-semibold text-slate-900">Confirm your order</h2>
              <p className="mt-1 mb-4 text-sm text-slate-700">
                Enter the 6-digit code we emailed you, or press the button in that email. Orders not confirmed within 30 minutes
                are cancelled.
              </p>
              <CodeForm orderId={order._id} onConfirmed={() => setReads((count) => count + 1)} />
            </>
          ) : (
            <p className="rounded-xl bg-green-50 p-4 text-sm text-green-900" role="status">
              {order.status === 'Cancelled'
                ? 'This order was cancelled, so nothing is owed.'
                : `Your order is confirmed (${order.status}). Please keep ${cash} ready for the courier.`}
            </p>
          )}
        </div>
        <p className="mt-6 text-sm">
          <Link to={paths.orders} className="font-semibold text-brand-700 hover:underline">
            View your orders
          </Link>
        </p>
      </div>
    </div>
  );
}
