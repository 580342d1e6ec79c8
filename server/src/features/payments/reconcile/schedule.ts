import { CHECKOUT_LIMITS } from '../checkout/limits';

/** When the reconciler asks the provider about a PENDING payment, and when it gives up on one. */

/** PhonePe asks for the first status check ~20–25 s after the payment begins (RECONCILE_FIRST_CHECK_SECONDS's default). */
export const FIRST_CHECK_AFTER_MS = 20_000;
/**
 * How long a reconciler's claim on a payment lasts: longer than one status check (the provider's timeout), so
 * a claim outlives its check, and short enough that a crashed process's claims lapse soon.
 */
export const CHECK_CLAIM_MS = 30_000;
/**
 * A payment still PENDING this long after it began is FAILED (after one last check) and its stock goes back: the
 * checkout's hold, which PhonePe's own order is asked to expire with.
 */
export const PAYMENT_EXPIRES_AFTER_MS = CHECKOUT_LIMITS.holdMs;

type PendingPayment = { created_at: string; last_checked_at: string | null; check_count: number };

/** How long after a check that decided nothing the reconciler waits before asking again: soon at first, then each minute. */
function nextCheckDelayMs(checkCount: number): number {
  if (checkCount === 0) return 0;
  if (checkCount < 6) return 10_000;
  if (checkCount < 12) return 30_000;
  return 60_000;
}

export function isExpired(payment: PendingPayment, now: number): boolean {
  return now - Date.parse(payment.created_at) >= PAYMENT_EXPIRES_AFTER_MS;
}

export function isCheckDue(payment: PendingPayment, now: number): boolean {
  return !payment.last_checked_at || now - Date.parse(payment.last_checked_at) >= nextCheckDelayMs(payment.check_count);
}
