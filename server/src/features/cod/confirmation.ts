import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { COD_CODE } from '@voltcart/contract';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError, notFound } from '../../lib/errors';
import { countCouponUse } from '../coupons';
import { codOrderOf, markCodOrderConfirmed, type OrderMail } from '../orders';
import { queueCodeMail } from './code-mail';
import * as repo from './repo';

/**
 * The code is six digits, so its hash is salted with the order's id (a stored hash names one order's code, not every
 * order's); the token is 256 random bits and a plain SHA-256 keeps its stored form useless, as account tokens are kept.
 */
const codeHashOf = (orderId: string, code: string) => createHash('sha256').update(`${orderId}:${code}`).digest('hex');
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the code mail needs of the order besides its secrets. */
export type CodeMailOrder = { orderId: string; userId: string; orderNumber: string; totalPaise: number; storefrontUrl: string };

/** A new code and link for the order (their hashes written over any before), mailed in the same transaction. */
export async function issueCode(trx: Executor, order: CodeMailOrder, nowMs: number): Promise<void> {
  const code = String(randomInt(0, 10 ** COD_CODE.digits)).padStart(COD_CODE.digits, '0');
  const token = randomBytes(32).toString('base64url');
  const sentAt = new Date(nowMs).toISOString();
  await repo.saveConfirmation(trx, {
    orderId: order.orderId,
    codeHash: codeHashOf(order.orderId, code),
    tokenHash: tokenHashOf(token),
    codeExpiresAt: new Date(nowMs + COD_CODE.lifetimeMs).toISOString(),
    sentAt,
  });
  await queueCodeMail(trx, order, { code, token, sentAt });
}

/** The caller's own COD order, else the same 404 as for no order at all. */
async function ownCodOrder(db: Executor, userId: string, orderId: string) {
  const order = await codOrderOf(db, orderId);
  if (!order || order.userId !== userId || !order.cod) throw notFound('Order');
  return order;
}

function assertAwaiting(status: string): void {
  if (status === 'Awaiting confirmation') return;
  if (status === 'Cancelled') {
    throw new AppError(
      'business_rule',
      'This order was cancelled (it was not confirmed within 30 minutes, or it was cancelled), so it can no longer be confirmed.',
    );
  }
  throw new AppError('business_rule', 'This order is already confirmed.');
}

/** In one transaction: the code is spent, the order moves to Pending (its confirmation mailed), its coupon's use counts. */
async function confirm(db: Executor, mail: OrderMail, orderId: string, nowMs: number) {
  const now = new Date(nowMs).toISOString();
  const confirmed = await inTransaction(db, async (trx) => {
    if (!(await repo.markConfirmed(trx, orderId, now))) return false;
    if (!(await markCodOrderConfirmed(trx, mail, orderId))) return false;
    await countCouponUse(trx, orderId, now);
    return true;
  });
  if (!confirmed)
    throw new AppError('business_rule', 'This order can no longer be confirmed. Reload the page to see its status.');
  return { orderId, status: 'Pending' };
}

/**
 * The shopper enters the emailed code. A wrong code counts against it: after 5 it is locked until a new code is sent.
 * A code works 10 minutes after it was sent.
 */
export async function confirmByCode(
  db: Executor,
  mail: OrderMail,
  userId: string,
  orderId: string,
  code: string,
  nowMs: number,
): Promise<{ orderId: string; status: string }> {
  const order = await ownCodOrder(db, userId, orderId);
  assertAwaiting(order.status);
  const row = await repo.findConfirmation(db, orderId);
  if (!row) throw new AppError('business_rule', 'This order has no code yet. Ask for a new code.');
  if (Number(row.wrong_tries) >= COD_CODE.maxTries) {
    throw new AppError('business_rule', 'Too many wrong codes. Ask for a new code.', {
      fields: { code: 'Too many wrong codes. Ask for a new code.' },
    });
  }
  if (nowMs > Date.parse(row.code_expires_at)) {
    throw new AppError('business_rule', 'This code has expired. Ask for a new code.', {
      fields: { code: 'This code has expired. Ask for a new code.' },
    });
  }
  if (!sameHash(codeHashOf(orderId, code), row.code_hash)) {
    const tries = (await repo.countWrongTry(db, orderId, row.code_hash)) ?? COD_CODE.maxTries;
    const left = COD_CODE.maxTries - tries;
    const words =
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'That code is not right, and that was the last try. Ask for a new code.';
    throw new AppError('business_rule', words, { fields: { code: words } });
  }
  return confirm(db, mail, orderId, nowMs);
}

/** The emailed link: its token names the order (the caller's own), and works as long as the code it came with. */
export async function confirmByToken(
  db: Executor,
  mail: OrderMail,
  userId: string,
  token: string,
  nowMs: number,
): Promise<{ orderId: string; status: string }> {
  const row = await repo.findConfirmationByToken(db, tokenHashOf(token));
  const invalid = 'This link is not valid any more. Open the latest email, or enter the code on your orders page.';
  if (!row) throw new AppError('not_found', invalid);
  const order = await codOrderOf(db, row.order_id);
  if (!order || order.userId !== userId) throw new AppError('not_found', invalid);
  assertAwaiting(order.status);
  if (nowMs > Date.parse(row.code_expires_at)) {
    throw new AppError('business_rule', 'This link has expired. Ask for a new code on the order page.');
  }
  return confirm(db, mail, row.order_id, nowMs);
}

/** A new code and link, at most every 30 seconds; the last code stops working. */
export async function resendCode(
  db: Executor,
  userId: string,
  orderId: string,
  storefrontUrl: string,
  nowMs: number,
): Promise<{ orderId: string; resendAfterSeconds: number }> {
  const order = await ownCodOrder(db, userId, orderId);
  assertAwaiting(order.status);
  const row = await repo.findConfirmation(db, orderId);
  if (row) {
    const waitMs = Date.parse(row.sent_at) + COD_CODE.resendAfterMs - nowMs;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('rate_limited', `Please wait ${seconds} seconds before asking for a new code.`, {
        retryAfterSeconds: seconds,
      });
    }
  }
  await inTransaction(db, (trx) => issueCode(trx, { ...order, storefrontUrl }, nowMs));
  return { orderId, resendAfterSeconds: COD_CODE.resendAfterMs / 1000 };
}
