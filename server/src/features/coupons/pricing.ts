import { rupeesFromPaise, type CartSummary } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import type { CouponRow } from '../../db/engine/schema';
import { hasPaidOrder } from '../orders';
import * as repo from './repo';
import { judgeCoupon, type CouponLine, type CouponTerms } from './rules';

/** The shop ships free across India. */
const SHIPPING_PAISE = 0;

/** The coupon a checkout applies: which, its code as kept, and what it takes off each line (the cart's order). */
export type AppliedCoupon = { couponId: string; code: string; discountPaise: number; lineDiscountsPaise: number[] };

/**
 * What the cart costs, in paise: the coupon kept with it applied when it applies now (`coupon`), or its code with why
 * it does not (`problem`).
 */
export type CartPricing = {
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  keptCode: string | null;
  coupon?: AppliedCoupon;
  problem?: string;
};

export const termsOf = (row: CouponRow): CouponTerms => ({
  code: row.code,
  kind: row.kind,
  value: Number(row.value),
  minOrderPaise: Number(row.min_order_paise),
  maxDiscountPaise: row.max_discount_paise === null ? null : Number(row.max_discount_paise),
  startsAtMs: row.starts_at === null ? null : Date.parse(row.starts_at),
  endsAtMs: row.ends_at === null ? null : Date.parse(row.ends_at),
  usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
  perShopperLimit: row.per_shopper_limit === null ? null : Number(row.per_shopper_limit),
  categories: JSON.parse(row.categories) as string[],
  firstOrderOnly: Number(row.first_order_only) === 1,
  active: Number(row.active) === 1,
  usesTaken: Number(row.uses_taken),
});

/** The coupon judged for this shopper and these lines now (the shopper's uses and first-order history read here). */
export async function judgeFor(db: Executor, row: CouponRow, userId: string, lines: readonly CouponLine[], nowMs: number) {
  const terms = termsOf(row);
  const [uses, paidBefore] = await Promise.all([
    repo.shopperUsesOf(db, row.id, userId),
    terms.firstOrderOnly ? hasPaidOrder(db, userId) : Promise.resolve(false),
  ]);
  return judgeCoupon(terms, lines, { usedByShopper: uses.used, heldByShopper: uses.held, hasPaidOrder: paidBefore }, nowMs);
}

/**
 * The cart priced with the coupon the shopper kept with it. Checkout calls it in its transaction with the lines it
 * checks, so the discount it charges is the one worked out here, never the browser's.
 */
export async function priceCart(db: Executor, userId: string, lines: readonly CouponLine[], nowMs: number): Promise<CartPricing> {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.salesPricePaise * line.quantity, 0);
  const plain = { subtotalPaise, discountPaise: 0, shippingPaise: SHIPPING_PAISE, totalPaise: subtotalPaise + SHIPPING_PAISE };
  const kept = await repo.keptCouponOf(db, userId);
  if (!kept) return { ...plain, keptCode: null };
  if (lines.length === 0) return { ...plain, keptCode: kept.code, problem: 'Your cart is empty' };
  const verdict = await judgeFor(db, kept, userId, lines, nowMs);
  if (!verdict.applies) return { ...plain, keptCode: kept.code, problem: verdict.reason };
  const { discountPaise, lineDiscountsPaise } = verdict;
  return {
    ...plain,
    discountPaise,
    totalPaise: plain.totalPaise - discountPaise,
    keptCode: kept.code,
    coupon: { couponId: kept.id, code: kept.code, discountPaise, lineDiscountsPaise },
  };
}

/** What cash on delivery says of the cart: its fee, and whether it is offered (why not, in words). */
export type CartCod = { feePaise: number; available: boolean; reason: string | null };

/** Without a word from cash on delivery (the summary after a coupon write composes it), it is not offered. */
const NO_COD: CartCod = { feePaise: 0, available: false, reason: 'Cash on delivery is not available' };

/** The API's summary (rupees). */
export function toCartSummary(pricing: CartPricing, cod: CartCod = NO_COD): CartSummary {
  return {
    subtotal: rupeesFromPaise(pricing.subtotalPaise),
    discount: rupeesFromPaise(pricing.discountPaise),
    couponCode: pricing.keptCode,
    ...(pricing.problem ? { couponProblem: pricing.problem } : {}),
    codFee: rupeesFromPaise(cod.feePaise),
    shipping: rupeesFromPaise(pricing.shippingPaise),
    total: rupeesFromPaise(pricing.totalPaise),
    cod: { available: cod.available, reason: cod.reason },
  };
}
