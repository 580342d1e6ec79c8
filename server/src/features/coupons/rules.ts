import { formatPaise, indianDigits } from '@voltcart/contract';

/** A cart line as a coupon reads it: what it costs and the category it is in. */
export type CouponLine = { productId: string; quantity: number; salesPricePaise: number; productCategory: string };

/** A coupon's terms, in the server's units (paise; percent in hundredths of a percent; times in ms). */
export type CouponTerms = {
  code: string;
  kind: 'percent' | 'flat';
  value: number;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  startsAtMs: number | null;
  endsAtMs: number | null;
  usageLimit: number | null;
  perShopperLimit: number | null;
  categories: readonly string[];
  firstOrderOnly: boolean;
  active: boolean;
  /** Uses held by unpaid checkouts and used by paid orders, everyone's. */
  usesTaken: number;
};

/**
 * What the shopper has done with the coupon. Their own held use (at most one: one payable checkout per cart) is the
 * checkout they are replacing or paying, so it counts for neither limit.
 */
export type ShopperUses = { usedByShopper: number; heldByShopper: number; hasPaidOrder: boolean };

export type CouponVerdict =
  { applies: true; discountPaise: number; lineDiscountsPaise: number[] } | { applies: false; reason: string };

/** "₹2,000" for whole rupees, else "₹1,499.50". */
export const rupeesText = (paise: number) => (paise % 100 === 0 ? `₹${indianDigits(paise / 100)}` : formatPaise(paise));

/** "Mobiles", "Mobiles and TV", "Mobiles, TV and Camera". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "10 Dec 2026, 09:00" in India's time (by hand: the server keeps no ICU locale data resident). */
export function indianDateTime(ms: number): string {
  const india = new Date(ms + INDIA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}, ${two(india.getUTCHours())}:${two(india.getUTCMinutes())}`;
}

/**
 * Whether the coupon applies to these lines now, and what it takes off each, or why not in the shopper's words. The rules
 * in the order a shopper can act on them: whether it can be used at all (active, started, not expired, not used up), then
 * by them (their uses, first order), then on this cart (categories, minimum order).
 */
export function judgeCoupon(terms: CouponTerms, lines: readonly CouponLine[], uses: ShopperUses, nowMs: number): CouponVerdict {
  const refuse = (reason: string): CouponVerdict => ({ applies: false, reason });
  if (!terms.active) return refuse('This coupon is no longer available');
  if (terms.startsAtMs !== null && nowMs < terms.startsAtMs)
    return refuse(`This coupon can be used from ${indianDateTime(terms.startsAtMs)}`);
  if (terms.endsAtMs !== null && nowMs >= terms.endsAtMs) return refuse('This coupon has expired');
  if (terms.usageLimit !== null && terms.usesTaken - uses.heldByShopper >= terms.usageLimit)
    return refuse('This coupon has been used up');
  if (terms.perShopperLimit !== null && uses.usedByShopper >= terms.perShopperLimit) {
    return refuse(
      terms.perShopperLimit === 1
        ? 'You have already used this coupon'
        : `You have already used this coupon ${uses.usedByShopper} times, as many as it allows`,
    );
  }
  if (terms.firstOrderOnly && uses.hasPaidOrder) return refuse('This coupon is for your first order only');
  const inCategories = (line: CouponLine) => terms.categories.length === 0 || terms.categories.includes(line.productCategory);
  const eligible = lines.map(inCategories);
  if (!eligible.some(Boolean))
    return refuse(`This coupon is not for these categories: it applies only to ${listed(terms.categories)}`);
  const grossOf = (line: CouponLine) => line.salesPricePaise * line.quantity;
  const eligiblePaise = lines.reduce((sum, line, index) => sum + (eligible[index] ? grossOf(line) : 0), 0);
  if (eligiblePaise < terms.minOrderPaise) {
    const of = terms.categories.length > 0 ? ` of ${listed(terms.categories)}` : '';
    return refuse(`This coupon needs a minimum order of ${rupeesText(terms.minOrderPaise)}${of}`);
  }
  const discountPaise = couponDiscountPaise(terms, eligiblePaise);
  if (discountPaise <= 0) return refuse('This coupon takes nothing off this cart');
  const shares = splitInProportion(
    discountPaise,
    lines.map((line, index) => (eligible[index] ? grossOf(line) : 0)),
  );
  return { applies: true, discountPaise, lineDiscountsPaise: shares };
}

/** The discount on what the coupon applies to: a percent (rounded down to the paisa) or a flat sum, capped. */
export function couponDiscountPaise(terms: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscountPaise'>, eligiblePaise: number) {
  const raw = terms.kind === 'percent' ? Math.floor((eligiblePaise * terms.value) / 10_000) : terms.value;
  return Math.min(raw, terms.maxDiscountPaise ?? Number.POSITIVE_INFINITY, eligiblePaise);
}

/**
 * `total` split over the lines in proportion to their weights, in whole paise that add up to it exactly: each line
 * takes the floor of its share, and the paise left over go one each to the lines with the largest remainders, the
 * earlier line first on a tie (the cart's order), so the same cart always splits the same way.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  // In BigInt: a large cart's total × weight passes 2^53.
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum === 0n) return weights.map(() => 0);
  const whole = BigInt(total);
  const shares = weights.map((weight) => Number((whole * BigInt(weight)) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (whole * BigInt(weight)) % sum }))
    .filter(({ index }) => weights[index]! > 0)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
