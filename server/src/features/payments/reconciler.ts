import type { Executor } from '../../db/executor';
import type { PaymentGateway } from './gateway';
import { reconcilePendingRefunds } from './refunds';
import { reconcilePendingPayments } from './service';

/**
 * Runs the reconciler's pass on a timer (PHONEPE.md: pending payments are checked on a schedule until final or
 * expired). The timer does not keep the process alive; a slow pass is never overlapped by the next one.
 * Every server process may run one: each pass claims a payment before checking it, so one process checks it at a
 * time, and confirmation is idempotent besides.
 */
export function startPaymentReconciler(
  db: Executor,
  gateway: PaymentGateway,
  { everyMs = gateway.reconcile.everyMs }: { everyMs?: number } = {},
): { stop: () => Promise<void> } {
  const { log } = gateway;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    // Pending refunds are reconciled in the same pass, after pending payments (a late payment may begin one).
    running = reconcilePendingPayments(db, gateway)
      .then(async (summary) => {
        if (summary.settled > 0 || summary.expired > 0) log.info(summary, 'pending payments reconciled');
        const refunds = await reconcilePendingRefunds(db, gateway);
        if (refunds.settled > 0) log.info(refunds, 'pending refunds reconciled');
      })
      .then(
        () => {},
        (error: unknown) => log.error({ err: error }, 'payment reconcile pass failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a pass in progress, so the database can be closed after it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
