import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { paymentSucceeded } from '../slice';

export function PaymentSuccessPage() {
  useDocumentTitle('Payment successful');
  const dispatch = useAppDispatch();
  // A shopper may land here straight from the provider, without the status page.
  useEffect(() => {
    dispatch(paymentSucceeded());
  }, [dispatch]);
  return (
    <StatePanel
      titleAs="h1"
      tone="success"
      icon={<CircleCheck className="size-8" aria-hidden />}
      title="Payment Successful"
      action={
        <>
          <Link to={paths.orders} className={buttonClasses('primary')}>
            View Orders
          </Link>
          <Link to={paths.home} className={buttonClasses('secondary')}>
            Continue Shopping
          </Link>
        </>
      }
    >
      Thank you for shopping with Voltcart. Your order is confirmed and will ship soon.
    </StatePanel>
  );
}

export function PaymentFailedPage() {
  useDocumentTitle('Payment failed');
  return (
    <StatePanel
      titleAs="h1"
      tone="error"
      icon={<CircleX className="size-8" aria-hidden />}
      title="Payment Failed"
      action={
        <>
          <Link to={paths.cart} className={buttonClasses('primary')}>
            Return to Cart
          </Link>
          <Link to={paths.orders} className={buttonClasses('secondary')}>
            View Orders
          </Link>
        </>
      }
    >
      We couldn&apos;t process your payment. Please try again. Your cart is still saved.
    </StatePanel>
  );
}
