import { CircleAlert, CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { StatePanel, type StateLook } from '../../../shared/ui/StatePanel';
import { paymentSucceeded } from '../slice';
import type { PaidOrderState } from './PaymentResultPages';
import { usePaymentStatus, type PaymentCheck } from '../use-payment-status';

/** How long the result shows before moving on to the success or failure page (the spec's: docs/product.md). */
export const STATUS_REDIRECT_DELAY_MS = 2000;

/** How the page shows each state of the check. */
const STATUS_LOOKS: Record<PaymentCheck['state'], StateLook> = {
  checking: { icon: LoaderCircle, iconSpins: true, title: 'Checking payment status...' },
  success: { tone: 'success', icon: CircleCheck, title: 'Payment Successful' },
  failed: { tone: 'error', icon: CircleX, title: 'Payment Failed' },
  pending: { icon: Clock, title: 'Payment is still processing', links: [{ to: paths.orders, label: 'View Orders' }] },
  error: {
    tone: 'error',
    icon: CircleAlert,
    title: 'Error Checking Payment',
    links: [{ to: paths.cart, label: 'Return to Cart' }],
  },
};

/** What the page says in each state; an error says its own message. */
const STATUS_LINES: Record<Exclude<PaymentCheck['state'], 'error'>, string> = {
  checking: 'Please wait while we confirm your payment with PhonePe.',
  success: 'Thank you! Your order is confirmed. Taking you to your receipt...',
  failed: "We couldn't process your payment. Please try again.",
  pending: 'PhonePe has not confirmed this payment yet. Nothing is lost: your order updates as soon as it does.',
};

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
    // The success page names the order that was paid.
    const state: PaidOrderState | undefined = check.state === 'success' ? { paidOrderId: check.orderId } : undefined;
    const timer = setTimeout(() => void navigate(next, { replace: true, state }), STATUS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [check, dispatch, navigate]);

  return (
    <StatePanel
      page
      {...STATUS_LOOKS[check.state]}
      action={
        check.state === 'pending' ? <Button onClick={() => setAttempt((count) => count + 1)}>Check again</Button> : undefined
      }
    >
      {check.state === 'error' ? check.message : STATUS_LINES[check.state]}
    </StatePanel>
  );
}

export default PaymentStatusPage;
