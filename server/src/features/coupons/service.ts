import {
  formatRupees,
  paiseFromRupees,
  rupeesFromPaise,
  type CartSummary,
  type Coupon,
  type CouponFields,
} from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import { isUniqueViolation } from '../../db/engine/unique-violation';
import type { CouponRow } from '../../db/engine/schema';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { listCartLines } from '../cart';
import { deliveryAddressForCheckout } from '../addresses';
import { judgeFor, priceCart, toCartSummary, type CartCod } from './pricing';
import * as repo from './repo';

const taken = (code: string) => {
  const words = `Another coupon already has the code ${code}`;
  return new AppError('conflict', words, { fields: { code: words } });
};

function toCoupon(row: CouponRow, uses: { held: number; used: number } | undefined): Coupon {
  const value = Number(row.value);
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    // Hundredths either way: of a percent, or of a rupee.
    value: rupeesFromPaise(value),
    minOrder: rupeesFromPaise(Number(row.min_order_paise)),
    maxDiscount: row.max_discount_paise === null ? null : rupeesFromPaise(Number(row.max_discount_paise)),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    perShopperLimit: row.per_shopper_limit === null ? null : Number(row.per_shopper_limit),
    categories: JSON.parse(row.categories) as string[],
    firstOrderOnly: Number(row.first_order_only) === 1,
    active: Number(row.active) === 1,
    timesUsed: uses?.used ?? 0,
    usesHeld: uses?.held ?? 0,
    createdAt: row.created_at,
  };
}

const isoOrNull = (text: string | null) => (text === null ? null : new Date(text).toISOString());

function columnsOf(fields: CouponFields, now: string) {
  return {
    code: fields.code,
    kind: fields.kind,
    value: paiseFromRupees(fields.value),
    min_order_paise: paiseFromRupees(fields.minOrder),
    max_discount_paise: fields.maxDiscount === null ? null : paiseFromRupees(fields.maxDiscount),
    starts_at: isoOrNull(fields.startsAt),
    ends_at: isoOrNull(fields.endsAt),
    usage_limit: fields.usageLimit,
    per_shopper_limit: fields.perShopperLimit,
    categories: JSON.stringify(fields.categories),
    first_order_only: fields.firstOrderOnly ? 1 : 0,
    active: fields.active ? 1 : 0,
    updated_at: now,
  };
}

async function couponWithUses(db: Executor, couponId: string): Promise<Coupon> {
  const row = await repo.findCoupon(db, couponId);
  if (!row) throw notFound('Coupon');
  return toCoupon(row, (await repo.useCountsOf(db, [row.id])).get(row.id));
}

export async function listCoupons(db: Executor): Promise<Coupon[]> {
  const rows = await repo.listCoupons(db);
  const uses = await repo.useCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCoupon(row, uses.get(row.id)));
}

export async function createCoupon(db: Executor, fields: CouponFields): Promise<Coupon> {
  const now = nowIso();
  const id = newId();
  try {
    await repo.insertCoupon(db, { id, ...columnsOf(fields, now), created_at: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(fields.code);
    throw error;
  }
  return couponWithUses(db, id);
}

/** An edit changes the terms for checkouts from now on; orders already placed keep the discount they got. */
export async function updateCoupon(db: Executor, couponId: string, fields: CouponFields): Promise<Coupon> {
  try {
    if (!(await repo.updateCoupon(db, couponId, columnsOf(fields, nowIso())))) throw notFound('Coupon');
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(fields.code);
    throw error;
  }
  return couponWithUses(db, couponId);
}

/** A coupon a checkout has used is kept, so that its uses keep counting: the admin turns it off instead. */
export async function deleteCoupon(db: Executor, couponId: string): Promise<void> {
  if (!(await repo.findCoupon(db, couponId))) throw notFound('Coupon');
  if (await repo.hasAnyUse(db, couponId)) {
    throw new AppError('business_rule', 'This coupon has been used at checkout, so it is kept. Turn it off instead.');
  }
  await repo.deleteCoupon(db, couponId);
}

/**
 * Cash on delivery's word on a cart (the cod feature's, passed in by the app: coupons does not import it): the order's
 * value after the coupon and the pincode of the shopper's default address.
 */
export type CartCodTerms = (
  db: Executor,
  userId: string,
  order: { valuePaise: number; pincode: string | undefined },
  nowMs: number,
) => Promise<CartCod>;

/** What the shopper's cart costs now (the cart summary), with cash on delivery's fee and whether it is offered. */
export async function cartSummaryOf(db: Executor, userId: string, codTerms?: CartCodTerms): Promise<CartSummary> {
  const nowMs = Date.now();
  const lines = await listCartLines(db, userId);
  const pricing = await priceCart(db, userId, lines, nowMs);
  if (!codTerms) return toCartSummary(pricing);
  if (lines.length === 0) return toCartSummary(pricing, { feePaise: 0, available: false, reason: 'Your cart is empty' });
  const address = await deliveryAddressForCheckout(db, userId, undefined);
  return toCartSummary(pricing, await codTerms(db, userId, { valuePaise: pricing.totalPaise, pincode: address?.pincode }, nowMs));
}

/**
 * The shopper's coupon box: the code (any case) is kept with their cart when it applies to it now; otherwise the answer
 * says why (422), and the coupon kept before stays.
 */
export async function applyCoupon(
  db: Executor,
  userId: string,
  code: string,
  codTerms?: CartCodTerms,
): Promise<{ summary: CartSummary; message: string }> {
  const row = await repo.findCouponByCode(db, code);
  if (!row) throw new AppError('business_rule', `There is no coupon ${code}. Check the code and try again.`);
  const lines = await listCartLines(db, userId);
  if (lines.length === 0) throw new AppError('business_rule', 'Add something to your cart before applying a coupon.');
  const verdict = await judgeFor(db, row, userId, lines, Date.now());
  if (!verdict.applies) throw new AppError('business_rule', verdict.reason);
  await repo.keepCoupon(db, userId, row.id, nowIso());
  const summary = await cartSummaryOf(db, userId, codTerms);
  return { summary, message: `Coupon ${row.code} applied: you save ${formatRupees(summary.discount)}` };
}

export async function removeCoupon(db: Executor, userId: string, codTerms?: CartCodTerms): Promise<CartSummary> {
  await repo.dropKeptCoupon(db, userId);
  return cartSummaryOf(db, userId, codTerms);
}
