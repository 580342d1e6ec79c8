import type { Executor } from '../../../db/engine/executor';
import { createJobBoard, type JobBoard } from '../../../lib/job-board';
import { runEvery, type TimedPasses } from '../../../lib/timed-passes';
import type { PaymentGateway } from '../providers/gateway';
import { reconcilePendingRefunds } from '../refunds/refunds';
import { reconcilePendingPayments } from '../service';

/**
 * Runs the reconciler's pass on a timer (docs/phonepe.md, Reconciliation: pending payments are checked on a
 * schedule until final or expired), with runEvery's guarantees.
 * Every server process may run one: each pass claims a payment before checking it, so one process checks it at a
 * time, and confirmation is idempotent besides.
 */
export function startPaymentReconciler(
  db: Executor,
  gateway: PaymentGateway,
  { everyMs = gateway.reconcile.everyMs, jobs = createJobBoard() }: { everyMs?: number; jobs?: JobBoard } = {},
): TimedPasses {
  const { log } = gateway;
  const payments = jobs.track('Payment reconciler', everyMs);
  const refundsJob = jobs.track('Refund reconciler', everyMs);
  // Pending refunds are reconciled in the same pass, after pending payments (a late payment may begin one).
  const pass = async () => {
    const summary = await payments.run(() => reconcilePendingPayments(db, gateway));
    if (summary.settled > 0 || summary.expired > 0) log.info(summary, 'pending payments reconciled');
    const refunds = await refundsJob.run(() => reconcilePendingRefunds(db, gateway));
    if (refunds.settled > 0) log.info(refunds, 'pending refunds reconciled');
  };
  return runEvery(everyMs, pass, (error) => log.error({ err: error }, 'payment reconcile pass failed'));
}
