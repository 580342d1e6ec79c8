import { notServedText, type DeliveryEstimate } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { deliveryDayOf } from './calendar';
import * as repo from './repo';

/**
 * What delivery promises to `pincode` at `nowMs`, by the rule with the longest prefix of it. A pincode no rule
 * matches is not served, except in a shop with no rules at all, which limits nothing: every pincode is served, with
 * cash on delivery and no promised day (a shop that never set delivery up, and the tests that do not need it).
 */
export async function estimateDelivery(db: Executor, pincode: string, nowMs: number): Promise<DeliveryEstimate> {
  const rule = await repo.longestRuleFor(db, pincode);
  if (!rule) {
    if (!(await repo.hasAnyRule(db))) return { pincode, serviceable: true, codAvailable: true, days: null, deliverBy: null };
    return notServed(pincode);
  }
  if (Number(rule.serviceable) !== 1 || rule.max_days === null) return notServed(pincode);
  const days = Number(rule.max_days);
  return {
    pincode,
    serviceable: true,
    codAvailable: Number(rule.cod_available) === 1,
    days,
    minDays: rule.min_days === null ? days : Number(rule.min_days),
    deliverBy: deliveryDayOf(nowMs, days),
  };
}

const notServed = (pincode: string): DeliveryEstimate => ({
  pincode,
  serviceable: false,
  codAvailable: false,
  days: null,
  minDays: null,
  deliverBy: null,
  reason: `${notServedText(pincode)}.`,
});
