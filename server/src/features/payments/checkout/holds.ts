import type { Executor } from '../../../db/engine/executor';
import { AppError } from '../../../lib/errors';
import { hasPaidOrder, unpaidCheckoutsSince, type OrderLine, type UnpaidCheckout } from '../../orders';
import { CHECKOUT_LIMITS, minutesOf } from './limits';

const {
  holdMs,
  coolDownMs,
  checkoutWindowMs,
  unpaidCheckoutsPerWindow,
  unitsPerProductBeforeFirstPaid,
  unitsInAllBeforeFirstPaid,
} = CHECKOUT_LIMITS;

type HeldLine = Pick<OrderLine, 'productId' | 'productName' | 'quantity'>;

/**
 * Refuses a new checkout that would let one account hoard the shop's stock (CHECKOUT_LIMITS). Run in the checkout's
 * transaction after the live checkout it replaces was superseded: that one's stock is back on the shelf, and it counts
 * as an unpaid checkout begun when it began. The database is the only memory, so every process applies the same rules.
 */
export async function assertMayHold(trx: Executor, userId: string, lines: readonly HeldLine[], nowMs: number): Promise<void> {
  const recent = await unpaidCheckoutsSince(
    trx,
    userId,
    new Date(nowMs - Math.max(checkoutWindowMs, holdMs + coolDownMs)).toISOString(),
  );
  if (!(await hasPaidOrder(trx, userId))) assertUnitCaps(recent, lines);
  assertCheckoutRate(recent, nowMs);
  assertNoRepeatedHold(recent, lines, nowMs);
}

/** Until its first paid order, an account holds at most a few units of a product, and a bounded number in all. */
function assertUnitCaps(recent: readonly UnpaidCheckout[], lines: readonly HeldLine[]): void {
  for (const line of lines) {
    if (line.quantity > unitsPerProductBeforeFirstPaid) {
      throw new AppError(
        'business_rule',
        `You can buy at most ${unitsPerProductBeforeFirstPaid} of ${line.productName} until your first order is paid. Please lower its quantity in your cart.`,
      );
    }
  }
  const stillHeld = recent.filter((checkout) => checkout.holding).flatMap((checkout) => checkout.lines);
  const units = [...stillHeld, ...lines].reduce((sum, line) => sum + line.quantity, 0);
  if (units > unitsInAllBeforeFirstPaid) {
    throw new AppError(
      'business_rule',
      `You can buy at most ${unitsInAllBeforeFirstPaid} items in all until your first order is paid; this checkout would hold ${units}. Please remove some from your cart.`,
    );
  }
}

/** At most a few unpaid checkouts an hour (a paid one is not counted); 429 until the oldest of them leaves the hour. */
function assertCheckoutRate(recent: readonly UnpaidCheckout[], nowMs: number): void {
  const inWindow = recent.filter((checkout) => Date.parse(checkout.createdAt) > nowMs - checkoutWindowMs);
  if (inWindow.length < unpaidCheckoutsPerWindow) return;
  // Oldest first: once this one leaves the window, one checkout fewer than the limit remains.
  const freesUp = inWindow[inWindow.length - unpaidCheckoutsPerWindow]!;
  const waitMs = Date.parse(freesUp.createdAt) + checkoutWindowMs - nowMs;
  throw new AppError(
    'rate_limited',
    `You have started ${inWindow.length} checkouts in the last hour without paying. Please pay your current checkout, or try again in ${minutesOf(waitMs)} minutes.`,
    { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  );
}

/**
 * The last unit of a product cannot be kept "sold out" by checking it out again each time a hold expires. The rule:
 * an account's unpaid holds of a product all begin within `holdMs` of the first of them (a changed cart may check out
 * again meanwhile, which replaces the earlier checkout); a checkout begun later than that is refused until `coolDownMs`
 * after the last of those holds ran out (it began `holdMs + coolDownMs` before). Put as a test: refused while an unpaid
 * hold of the product began between `holdMs + coolDownMs` and `holdMs` ago. So a hold lasts at most twice `holdMs`, and
 * then the product stays free of this account for at least `coolDownMs`, whether the hold expired, failed or was left.
 * A shopper who retries a declined payment at once, or changes the cart, is not held up; one who comes back after the
 * hold ran out waits the cool-down. A paid order does not lift this rule (one cheap purchase must not buy a loop).
 */
function assertNoRepeatedHold(recent: readonly UnpaidCheckout[], lines: readonly HeldLine[], nowMs: number): void {
  const chainSince = nowMs - holdMs - coolDownMs;
  for (const line of lines) {
    const starts = recent
      .filter((checkout) => checkout.lines.some((held) => held.productId === line.productId))
      .map((checkout) => Date.parse(checkout.createdAt))
      .filter((startedMs) => startedMs > chainSince);
    if (!starts.some((startedMs) => startedMs <= nowMs - holdMs)) continue;
    const waitMs = Math.max(...starts) + holdMs + coolDownMs - nowMs;
    throw new AppError(
      'rate_limited',
      `You held ${line.productName} in a checkout that was not paid, so other shoppers get their turn with it now. You can check it out again in ${minutesOf(waitMs)} minutes.`,
      { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
    );
  }
}
