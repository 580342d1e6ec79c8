import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api-client';
import { paymentApi } from './api';

export type PaymentCheck =
  | { state: 'checking' }
  | { state: 'success'; orderId: string }
  | { state: 'failed' }
  | { state: 'pending' }
  | { state: 'error'; message: string };

/** While the provider still says PENDING, ask again this often, this many times. */
export const STATUS_POLL = { intervalMs: 2000, attempts: 6 } as const;

export const INVALID_TRANSACTION = 'Invalid or missing transaction ID';

/**
 * Asks the server for a payment's state until it is final (COMPLETED or FAILED) or the polling budget is
 * spent. `attempt` re-runs the check (the "Check again" button).
 */
export function usePaymentStatus(merchantTransactionId: string | null, attempt: number): PaymentCheck {
  const [check, setCheck] = useState<PaymentCheck>({ state: 'checking' });

  useEffect(() => {
    if (!merchantTransactionId) {
      setCheck({ state: 'error', message: INVALID_TRANSACTION });
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setCheck({ state: 'checking' });

    const ask = async (round: number) => {
      try {
        const answer = await paymentApi.status(merchantTransactionId);
        if (cancelled) return;
        if (answer.success && answer.data.state === 'COMPLETED') return setCheck({ state: 'success', orderId: answer.data.orderId });
        if (answer.data?.state === 'FAILED') return setCheck({ state: 'failed' });
        if (round + 1 >= STATUS_POLL.attempts) return setCheck({ state: 'pending' });
        timer = setTimeout(() => void ask(round + 1), STATUS_POLL.intervalMs);
      } catch (error) {
        if (cancelled) return;
        const unknownId = error instanceof ApiError && (error.status === 400 || error.status === 404);
        setCheck({ state: 'error', message: unknownId || !(error instanceof Error) ? INVALID_TRANSACTION : error.message });
      }
    };
    void ask(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [merchantTransactionId, attempt]);

  return check;
}
