import { Package } from 'lucide-react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useUnpaidAttempts } from '../../../shared/hooks/use-unpaid-attempts';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { OrderCard } from '../components/OrderCard';
import { fetchMyOrders } from '../slice';

export function OrdersPage() {
  useDocumentTitle('Your Orders');
  const dispatch = useAppDispatch();
  const { orders, status, error } = useAppSelector((state) => state.order);
  const { shown, toggle } = useUnpaidAttempts(orders);

  useEffect(() => {
    void dispatch(fetchMyOrders());
  }, [dispatch]);

  if (status === 'idle' || (status === 'loading' && orders.length === 0)) {
    return <PageSpinner label="Loading your orders..." />;
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your Orders</h1>
        {status !== 'failed' && toggle}
      </div>
      {status === 'failed' ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          Error: {error}
        </p>
      ) : shown.length === 0 ? (
        <StatePanel icon={Package} title="No orders found." links={[{ to: paths.categories, label: 'Shop Now' }]} linkSize="lg">
          When you buy something, it will show up here.
        </StatePanel>
      ) : (
        <div className="mt-6 space-y-6">
          {shown.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </div>
      )}
    </div>
  );
}

export default OrdersPage;
