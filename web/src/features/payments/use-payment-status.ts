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

const INVALID_TRANSACTION = 'Invalid or missing transaction ID';

/**
 * Asks the server for a payment's state until it is final (COMPLETED or FAILED) or the polling budget is
 * spent. `attempt` re-runs the check (the "Check again" button).
 */
export function usePaymentStatus(merchantTransactionId: string | null, attempt: number): PaymentCheck {
  // Each (id, attempt) pair is one check; a result from an earlier pair reads as 'checking'.
  const key = `${merchantTransactionId}:${attempt}`;
  const [result, setResult] = useState<{ key: string; check: PaymentCheck } | null>(null);

  useEffect(() => {
    if (!merchantTransactionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (check: PaymentCheck) => {
      if (!cancelled) setResult({ key, check });
    };

    const ask = async (round: number) => {
      try {
        const answer = await paymentApi.status(merchantTransactionId);
        if (cancelled) return;
        if (answer.success && answer.data.state === 'COMPLETED')
          return settle({ state: 'success', orderId: answer.data.orderId });
        if (answer.data?.state === 'FAILED') return settle({ state: 'failed' });
        if (round + 1 >= STATUS_POLL.attempts) return settle({ state: 'pending' });
        timer = setTimeout(() => void ask(round + 1), STATUS_POLL.intervalMs);
      } catch (error) {
        const unknownId = error instanceof ApiError && (error.status === 400 || error.status === 404);
        settle({ state: 'error', message: unknownId || !(error instanceof Error) ? INVALID_TRANSACTION : error.message });
      }
    };
    void ask(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [merchantTransactionId, key]);

  if (!merchantTransactionId) return { state: 'error', message: INVALID_TRANSACTION };
  return result?.key === key ? result.check : { state: 'checking' };
}
