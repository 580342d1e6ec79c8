import type { Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AppliedCoupon } from './pricing';
import * as repo from './repo';

/**
 * In the checkout's transaction, after its order is written: takes a use of the coupon for the order (held until its
 * payment settles). The use is taken by one conditional update (repo.takeUse), so when two shoppers race for the last
 * one the second is refused here and its whole checkout rolls back. The shopper's own limit is checked again under it.
 */
export async function holdCouponUse(
  trx: Executor,
  coupon: AppliedCoupon,
  checkout: { userId: string; orderId: string },
  now: string,
): Promise<void> {
  if (!(await repo.takeUse(trx, coupon.couponId, now))) {
    throw new AppError('business_rule', `Coupon ${coupon.code} has just been used up. Remove it to pay without it.`);
  }
  const row = await repo.findCoupon(trx, coupon.couponId);
  const limit = row?.per_shopper_limit ?? null;
  if (limit !== null) {
    const uses = await repo.shopperUsesOf(trx, coupon.couponId, checkout.userId);
    if (uses.held + uses.used >= Number(limit)) {
      throw new AppError('business_rule', `You have already used coupon ${coupon.code}. Remove it to pay without it.`);
    }
  }
  await repo.insertUse(trx, {
    id: newId(),
    coupon_id: coupon.couponId,
    user_id: checkout.userId,
    order_id: checkout.orderId,
    discount_paise: coupon.discountPaise,
    now,
  });
}

/** In the settlement's transaction: the order was paid, so its held use counts, and the coupon leaves the shopper's cart. */
export async function countCouponUse(trx: Executor, orderId: string, now: string): Promise<void> {
  const use = await repo.settleHeldUse(trx, orderId, 'used', now);
  if (use) await repo.dropKeptCoupon(trx, use.userId, use.couponId);
}

/** In the transaction that ends an unpaid checkout (failed, expired, superseded, cancelled): its held use is given back. */
export async function releaseCouponUse(trx: Executor, orderId: string, now: string): Promise<void> {
  const use = await repo.settleHeldUse(trx, orderId, 'released', now);
  if (use) await repo.giveUseBack(trx, use.couponId, now);
}

/** The coupon whose use the order holds (undefined when none): a checkout handed back must hold the one the cart keeps. */
export const heldCouponIdOf = (db: Executor, orderId: string) => repo.heldCouponIdOf(db, orderId);
