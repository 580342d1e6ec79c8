import { CircleAlert, CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { paymentSucceeded } from '../slice';
import { usePaymentStatus } from '../use-payment-status';

/** How long the result shows before moving on to the success or failure page (spec §9). */
export const STATUS_REDIRECT_DELAY_MS = 2000;

export function PaymentStatusPage() {
  useDocumentTitle('Payment status');
  const { merchantTransactionId } = useParams();
  const [searchParams] = useSearchParams();
  const transactionId = merchantTransactionId ?? searchParams.get('transactionId');
  const [attempt, setAttempt] = useState(0);
  const check = usePaymentStatus(transactionId, attempt);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (check.state !== 'success' && check.state !== 'failed') return;
    if (check.state === 'success') dispatch(paymentSucceeded());
    const next = check.state === 'success' ? paths.paymentSuccess : paths.paymentFailed;
    const timer = setTimeout(() => void navigate(next, { replace: true }), STATUS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [check.state, dispatch, navigate]);

  switch (check.state) {
    case 'checking':
      return (
        <StatePanel titleAs="h1" icon={<LoaderCircle className="size-8 animate-spin" aria-hidden />} title="Checking payment status...">
          Please wait while we confirm your payment with PhonePe.
        </StatePanel>
      );
    case 'success':
      return (
        <StatePanel titleAs="h1" tone="success" icon={<CircleCheck className="size-8" aria-hidden />} title="Payment Successful">
          Thank you! Your order is confirmed. Taking you to your receipt...
        </StatePanel>
      );
    case 'failed':
      return (
        <StatePanel titleAs="h1" tone="error" icon={<CircleX className="size-8" aria-hidden />} title="Payment Failed">
          We couldn&apos;t process your payment. Please try again.
        </StatePanel>
      );
    case 'pending':
      return (
        <StatePanel
          titleAs="h1"
          icon={<Clock className="size-8" aria-hidden />}
          title="Payment is still processing"
          action={
            <>
              <Button onClick={() => setAttempt((count) => count + 1)}>Check again</Button>
              <Link to={paths.orders} className={buttonClasses('secondary')}>
                View Orders
              </Link>
            </>
          }
        >
          PhonePe has not confirmed this payment yet. Nothing is lost: your order updates as soon as it does.
        </StatePanel>
      );
    case 'error':
      return (
        <StatePanel
          titleAs="h1"
          tone="error"
          icon={<CircleAlert className="size-8" aria-hidden />}
          title="Error Checking Payment"
          action={
            <Link to={paths.cart} className={buttonClasses('primary')}>
              Return to Cart
            </Link>
          }
        >
          {check.message}
        </StatePanel>
      );
  }
}

export default PaymentStatusPage;
