import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { StatePanel, type StateLink } from '../../../shared/ui/StatePanel';
import { paymentSucceeded } from '../slice';

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
  // A shopper may land here straight from the provider, without the status page.
  useEffect(() => {
    dispatch(paymentSucceeded());
  }, [dispatch]);
  return (
    <StatePanel page tone="success" icon={CircleCheck} title="Payment Successful" links={AFTER_SUCCESS}>
      Thank you for shopping with Voltcart. Your order is confirmed and will ship soon.
    </StatePanel>
  );
}

export function PaymentFailedPage() {
  useDocumentTitle('Payment failed');
  return (
    <StatePanel page tone="error" icon={CircleX} title="Payment Failed" links={AFTER_FAILURE}>
      We couldn&apos;t process your payment. Please try again. Your cart is still saved.
    </StatePanel>
  );
}
