import { CircleAlert, CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { paymentSucceeded } from '../slice';
import { usePaymentStatus } from '../use-payment-status';

/** How long the result shows before moving on to the success or failure page (the spec's: docs/product.md). */
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
        <StatePanel page icon={LoaderCircle} iconSpins title="Checking payment status...">
          Please wait while we confirm your payment with PhonePe.
        </StatePanel>
      );
    case 'success':
      return (
        <StatePanel page tone="success" icon={CircleCheck} title="Payment Successful">
          Thank you! Your order is confirmed. Taking you to your receipt...
        </StatePanel>
      );
    case 'failed':
      return (
        <StatePanel page tone="error" icon={CircleX} title="Payment Failed">
          We couldn&apos;t process your payment. Please try again.
        </StatePanel>
      );
    case 'pending':
      return (
        <StatePanel
          page
          icon={Clock}
          title="Payment is still processing"
          action={<Button onClick={() => setAttempt((count) => count + 1)}>Check again</Button>}
          links={[{ to: paths.orders, label: 'View Orders' }]}
        >
          PhonePe has not confirmed this payment yet. Nothing is lost: your order updates as soon as it does.
        </StatePanel>
      );
    case 'error':
      return (
        <StatePanel
          page
          tone="error"
          icon={CircleAlert}
          title="Error Checking Payment"
          links={[{ to: paths.cart, label: 'Return to Cart' }]}
        >
          {check.message}
        </StatePanel>
      );
  }
}

export default PaymentStatusPage;
