import type { Order } from '@voltcart/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { StatePanel, type StateLink } from '../../../shared/ui/StatePanel';
import { selectIsSignedIn } from '../../auth/slice';
import { fetchMyOrders } from '../../orders/slice';
import { paymentSucceeded } from '../slice';

/** What the payment status page hands the success page: the id of the order it saw paid. */
export type PaidOrderState = { paidOrderId: string };

/** Where a shopper goes on from each result, the main way first. */
const AFTER_SUCCESS: StateLink[] = [
  { to: paths.orders, label: 'View Orders' },
  { to: paths.home, label: 'Continue Shopping' },
];
const AFTER_FAILURE: StateLink[] = [
  { to: paths.cart, label: 'Return to Cart' },
  { to: paths.orders, label: 'View Orders' },
];

export function PaymentSuccessPage() {
  useDocumentTitle('Payment successful');
  const dispatch = useAppDispatch();
  const order = usePaidOrder();
  // A shopper may land here straight from the provider, without the status page.
  useEffect(() => {
    dispatch(paymentSucceeded());
  }, [dispatch]);
  return (
    <StatePanel page tone="success" icon={CircleCheck} title="Payment Successful" links={AFTER_SUCCESS}>
      Thank you for shopping with Voltcart. Your order is confirmed and will ship soon.
      {order && (
        <span className="mt-3 block" data-testid="paid-order">
          Order <span className="font-mono font-semibold text-slate-900">#{order.orderId}</span> is paid. We email you when it
          ships, and you can cancel it from Your Orders until then.
        </span>
      )}
    </StatePanel>
  );
}

/**
 * The order this payment paid, from the shopper's orders: the one the status page saw paid, or (landing here straight
 * from the provider) the newest paid order awaiting shipment. Undefined signed out or until the orders arrive.
 */
function usePaidOrder(): Order | undefined {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const orders = useAppSelector((state) => state.order.orders);
  const paidOrderId = (useLocation().state as Partial<PaidOrderState> | null)?.paidOrderId;
  useEffect(() => {
    if (signedIn) void dispatch(fetchMyOrders());
  }, [dispatch, signedIn]);
  if (!signedIn) return undefined;
  return paidOrderId
    ? orders.find((order) => order._id === paidOrderId)
    : orders.find((order) => order.status === 'Pending' && order.paymentState === 'COMPLETED');
}

export function PaymentFailedPage() {
  useDocumentTitle('Payment failed');
  return (
    <StatePanel page tone="error" icon={CircleX} title="Payment Failed" links={AFTER_FAILURE}>
      We couldn&apos;t process your payment. Please try again. Your cart is still saved.
    </StatePanel>
  );
}
