import type { Executor } from '../../db/engine/executor';
import type { CouponRow, CouponUseState, NewCoupon } from '../../db/engine/schema';

export function listCoupons(db: Executor): Promise<CouponRow[]> {
  return db.selectFrom('coupons').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findCoupon(db: Executor, couponId: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', couponId).executeTakeFirst();
}

/** By its code as kept (capitals). */
export function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertCoupon(db: Executor, coupon: NewCoupon): Promise<void> {
  await db.insertInto('coupons').values(coupon).execute();
}

export async function updateCoupon(
  db: Executor,
  couponId: string,
  changes: Omit<NewCoupon, 'id' | 'created_at' | 'uses_taken'>,
): Promise<boolean> {
  const result = await db.updateTable('coupons').set(changes).where('id', '=', couponId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCoupon(db: Executor, couponId: string): Promise<boolean> {
  const result = await db.deleteFrom('coupons').where('id', '=', couponId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Each coupon's uses by state ('held', 'used'). */
export async function useCountsOf(db: Executor, couponIds: string[]): Promise<Map<string, { held: number; used: number }>> {
  const counts = new Map<string, { held: number; used: number }>();
  if (couponIds.length === 0) return counts;
  const rows = await db
    .selectFrom('coupon_uses')
    .select(['coupon_id', 'state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('coupon_id', 'in', couponIds)
    .where('state', 'in', ['held', 'used'])
    .groupBy(['coupon_id', 'state'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.coupon_id) ?? { held: 0, used: 0 };
    if (row.state === 'held') entry.held = Number(row.count);
    else entry.used = Number(row.count);
    counts.set(row.coupon_id, entry);
  }
  return counts;
}

/** Whether any checkout ever took a use of the coupon (held, used or given back). */
export async function hasAnyUse(db: Executor, couponId: string): Promise<boolean> {
  const row = await db.selectFrom('coupon_uses').select('id').where('coupon_id', '=', couponId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The shopper's uses of the coupon that count: held by an unpaid checkout, or used by a paid order. */
export async function shopperUsesOf(db: Executor, couponId: string, userId: string): Promise<{ held: number; used: number }> {
  const rows = await db
    .selectFrom('coupon_uses')
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .where('state', 'in', ['held', 'used'])
    .groupBy('state')
    .execute();
  const count = (state: CouponUseState) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { held: count('held'), used: count('used') };
}

/** The coupon the shopper applied to their cart, with its terms. */
export function keptCouponOf(db: Executor, userId: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom('cart_coupons')
    .innerJoin('coupons', 'coupons.id', 'cart_coupons.coupon_id')
    .selectAll('coupons')
    .where('cart_coupons.user_id', '=', userId)
    .executeTakeFirst();
}

export async function keepCoupon(db: Executor, userId: string, couponId: string, now: string): Promise<void> {
  await db
    .insertInto('cart_coupons')
    .values({ user_id: userId, coupon_id: couponId, applied_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ coupon_id: couponId, applied_at: now }))
    .execute();
}

export async function dropKeptCoupon(db: Executor, userId: string, couponId?: string): Promise<void> {
  let query = db.deleteFrom('cart_coupons').where('user_id', '=', userId);
  if (couponId !== undefined) query = query.where('coupon_id', '=', couponId);
  await query.execute();
}

/**
 * Takes one use of the coupon for a checkout when one is left (and it is still active): one conditional update, so
 * of two checkouts racing for the last use exactly one gets it. False when none was left.
 */
export async function takeUse(db: Executor, couponId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ uses_taken: eb('uses_taken', '+', 1), updated_at: now }))
    .where('id', '=', couponId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('uses_taken', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function giveUseBack(db: Executor, couponId: string, now: string): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ uses_taken: eb('uses_taken', '-', 1), updated_at: now }))
    .where('id', '=', couponId)
    .where('uses_taken', '>', 0)
    .execute();
}

export async function insertUse(
  db: Executor,
  use: { id: string; coupon_id: string; user_id: string; order_id: string; discount_paise: number; now: string },
): Promise<void> {
  const { now, ...row } = use;
  await db
    .insertInto('coupon_uses')
    .values({ ...row, state: 'held', created_at: now, updated_at: now })
    .execute();
}

/** Moves the order's held use on ('used' or 'released'); answers whose coupon and shopper it was, undefined when none was held. */
export async function settleHeldUse(
  db: Executor,
  orderId: string,
  to: 'used' | 'released',
  now: string,
): Promise<{ couponId: string; userId: string } | undefined> {
  const row = await db
    .updateTable('coupon_uses')
    .set({ state: to, updated_at: now })
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .returning(['coupon_id', 'user_id'])
    .executeTakeFirst();
  return row ? { couponId: row.coupon_id, userId: row.user_id } : undefined;
}

export async function heldCouponIdOf(db: Executor, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('coupon_uses')
    .select('coupon_id')
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .executeTakeFirst();
  return row?.coupon_id;
}
