import { COD_REFUSALS_WINDOW_DAYS, formatPaise } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { estimateDelivery } from '../delivery';
import { returnedToOriginSince } from '../orders';
import { codRulesOf, type CodRules } from './settings';

const DAY_MS = 24 * 60 * 60_000;

/** Whether this order may be paid in cash on delivery, its fee, and why not (the shopper's words) when not. */
export type CodTerms = { feePaise: number; available: boolean; reason: string | null; rules: CodRules };

/**
 * Judges cash on delivery for the shopper's cart: its value (the total after a coupon, before the fee) within the
 * admin's limit, the pincode one where delivery takes cash (when one is known), and the shopper's orders refused at
 * the door in the last 180 days under the admin's limit. In the order a shopper can act on them.
 */
export async function codTermsOf(
  db: Executor,
  userId: string,
  order: { valuePaise: number; pincode: string | undefined },
  nowMs: number,
): Promise<CodTerms> {
  const rules = await codRulesOf(db);
  const refuse = (reason: string): CodTerms => ({ feePaise: rules.feePaise, available: false, reason, rules });
  if (order.valuePaise > rules.maxOrderValuePaise) {
    return refuse(`Cash on delivery is not available above ${formatPaise(rules.maxOrderValuePaise).replace(/\.00$/, '')}`);
  }
  if (order.pincode !== undefined) {
    const estimate = await estimateDelivery(db, order.pincode, nowMs);
    if (!estimate.codAvailable) return refuse(`Cash on delivery is not available to ${order.pincode}`);
  }
  const since = new Date(nowMs - COD_REFUSALS_WINDOW_DAYS * DAY_MS).toISOString();
  const refused = await returnedToOriginSince(db, userId, since);
  if (refused >= rules.refusalsLimit) {
    return refuse(
      `Cash on delivery is not available on your account: ${refused} of your orders were refused at the door in the last ${COD_REFUSALS_WINDOW_DAYS} days. Please pay online.`,
    );
  }
  return { feePaise: rules.feePaise, available: true, reason: null, rules };
}
