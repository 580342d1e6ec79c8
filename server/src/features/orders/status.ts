import {
  FULFILMENT_TRANSITIONS,
  mayMoveOrder,
  STOCK_RETURNING_STATUSES,
  type DeliveryAddress,
  type OrderStatus,
  type OrderStatusMover,
} from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import { returnStock } from '../catalog';
import { giveInvoiceNumber } from './invoice/numbering';
import {
  queueOrderMessage,
  queueRefundFailedNotice,
  type OrderMail,
  type OrderMessageKind,
  type RefundFailure,
} from './messages';
import * as repo from './repo';
import { insertShipment, recordStatusMove } from './shipments/repo';
import { assertAwbFree, type ShippingInput } from './shipments/shipping-input';

/** The email a move tells the shopper of, when it tells one (queued in the move's transaction). */
type MoveMessage = { mail: OrderMail; kind: OrderMessageKind; refund?: boolean };

/**
 * The one place an order's status changes, and only along the contract's ORDER_TRANSITIONS by the mover it
 * names. Answers false when the order was no longer `from` (a concurrent move won); only the winner queues
 * the move's message, so a race or a repeat emails once.
 */
async function moveOrderStatus(
  db: Executor,
  orderId: string,
  change: { from: OrderStatus; to: OrderStatus; by: OrderStatusMover },
  message?: MoveMessage,
): Promise<boolean> {
  if (!mayMoveOrder(change.from, change.to, change.by)) {
    throw new Error(`an order may not be moved from ${change.from} to ${change.to} by ${change.by}`);
  }
  const goodsOut = awaitsGoodsBack(change);
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    if (!(await repo.updateOrderStatus(trx, orderId, change.from, change.to, now))) return false;
    // Every move is kept for the shopper's timeline (shipments/timeline.ts).
    await recordStatusMove(trx, { orderId, ...change, at: now });
    if (goodsOut) await repo.markReturnAwaited(trx, orderId, now);
    else if (returnsStock(change.to)) await returnOrderStock(trx, orderId);
    if (message) await queueOrderMessage(trx, message.mail, orderId, message.kind, { refund: message.refund ?? false });
    return true;
  });
}

const returnsStock = (status: OrderStatus) => (STOCK_RETURNING_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * A shipped order cancelled: its goods are on their way or with the shopper, not on the shelf, so its units stay out
 * until an admin marks them received back (goods-back.ts), rather than being sold twice.
 */
const awaitsGoodsBack = (change: { from: OrderStatus; to: OrderStatus }) =>
  change.from === 'Shipped' && change.to === 'Cancelled';

/** Puts back what the order reserved at checkout (lines of products deleted since have nothing to return to). */
export async function returnOrderStock(trx: Executor, orderId: string): Promise<void> {
  const items = (await repo.itemsOf(trx, [orderId])).get(orderId) ?? [];
  await returnStock(
    trx,
    items.flatMap((item) => (item.product_id ? [{ productId: item.product_id, quantity: Number(item.quantity) }] : [])),
  );
}

/**
 * The order's payment completed: it awaits shipment, with its tax invoice's number, and the shopper's
 * confirmation is queued; an order whose checkout gave no delivery address awaits one instead (no invoice yet, and a
 * mail that asks for it). False when it had already left 'Payment pending'.
 */
export async function markOrderPaid(db: Executor, orderId: string, mail: OrderMail): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const [order] = await repo.findOrders(trx, [orderId]);
    const to = order?.delivery_address ? 'Pending' : 'Awaiting address';
    const moved = await moveOrderStatus(trx, orderId, { from: 'Payment pending', to, by: 'payment' });
    if (!moved) return false;
    if (to === 'Awaiting address') {
      await queueOrderMessage(trx, mail, orderId, 'order-awaiting-address');
      return true;
    }
    await giveInvoiceNumber(trx, orderId, new Date());
    await queueOrderMessage(trx, mail, orderId, 'order-confirmation');
    return true;
  });
}

/**
 * The shopper gives the delivery address of a paid order that had none: the order keeps it, awaits shipment, gets its
 * tax invoice's number, and the confirmation is queued. False when the order was no longer awaiting an address.
 */
export async function giveDeliveryAddress(
  db: Executor,
  mail: OrderMail,
  orderId: string,
  address: DeliveryAddress,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.keepDeliveryAddress(trx, orderId, JSON.stringify(address)))) return false;
    if (!(await moveOrderStatus(trx, orderId, { from: 'Awaiting address', to: 'Pending', by: 'shopper' }))) return false;
    await giveInvoiceNumber(trx, orderId, new Date());
    await queueOrderMessage(trx, mail, orderId, 'order-confirmation');
    return true;
  });
}

/** The order's payment failed or expired. False when it had already left 'Payment pending'. */
export const markOrderPaymentFailed = (db: Executor, orderId: string) =>
  moveOrderStatus(db, orderId, { from: 'Payment pending', to: 'Payment failed', by: 'payment' });

/** A newer checkout from the same cart replaced it. False when it had already left 'Payment pending'. */
export const markOrderSuperseded = (db: Executor, orderId: string) =>
  moveOrderStatus(db, orderId, { from: 'Payment pending', to: 'Superseded', by: 'payment' });

/**
 * An admin moves a paid order along its fulfilment: Pending → Shipped → Delivered, or Cancelled before delivery;
 * the shopper is emailed of each. A cash-on-delivery order is marked Delivered only with its cash collected (recorded
 * with the move: it counts as the payment), gets its tax invoice when it ships, and may be Returned to origin (refused
 * at the door: its stock goes back).
 */
export async function moveOrderByAdmin(
  db: Executor,
  mail: OrderMail,
  order: { id: string; status: OrderStatus; paymentMethod: 'online' | 'cod' },
  target: OrderStatus,
  cashCollected = false,
  shipping?: ShippingInput,
): Promise<void> {
  const { status: current } = order;
  const cod = order.paymentMethod === 'cod';
  const allowed = FULFILMENT_TRANSITIONS[current].filter((to) => cod || to !== 'Returned to origin');
  if (current === 'Awaiting address' && target !== 'Cancelled') {
    throw new AppError('business_rule', 'status: this order cannot ship until the shopper gives a delivery address');
  }
  if (current === 'Awaiting confirmation' && target !== 'Cancelled') {
    throw new AppError('business_rule', 'status: this order cannot ship until the shopper confirms it with the emailed code');
  }
  if (!allowed.includes(target)) {
    throw new AppError(
      'business_rule',
      allowed.length > 0
        ? `status: an order that is ${current} can only be marked ${allowed.join(' or ')}, not ${target}`
        : `status: an order that is ${current} cannot be changed`,
    );
  }
  if (cod && target === 'Delivered' && !cashCollected) {
    throw new AppError('business_rule', 'cashCollected: record the cash collected to mark a cash-on-delivery order delivered', {
      fields: { cashCollected: 'Record the cash collected to mark a cash-on-delivery order delivered' },
    });
  }
  if (target === 'Shipped' && shipping) await assertAwbFree(db, shipping);
  await applyFulfilmentMove(db, mail, { ...order, target, by: 'admin', shipping });
}

/**
 * A fulfilment move, the admin's or the courier's, in one transaction: a COD order's cash recorded with its
 * Delivered (the courier collected it), the shipment kept with its Shipped (before the move, so the shipped mail
 * carries its tracking link), a COD order's invoice at ship. A conflict (409) when the order was no longer `status`:
 * inside a caller's transaction, that rolls the caller's work back too.
 */
async function applyFulfilmentMove(
  db: Executor,
  mail: OrderMail,
  move: {
    id: string;
    status: OrderStatus;
    paymentMethod: 'online' | 'cod';
    target: OrderStatus;
    by: 'admin' | 'courier';
    shipping?: ShippingInput | undefined;
  },
): Promise<void> {
  const { id: orderId, status: current, target } = move;
  const cod = move.paymentMethod === 'cod';
  const conflict = () => new AppError('conflict', 'status: the order changed meanwhile; reload it and try again');
  await inTransaction(db, async (trx) => {
    const now = new Date();
    // Recorded before the move, so the delivered mail (queued by the move) says the cash was collected.
    if (cod && target === 'Delivered' && !(await repo.markCashCollected(trx, orderId, now.toISOString()))) throw conflict();
    if (target === 'Shipped' && move.shipping) {
      await insertShipment(trx, { orderId, ...move.shipping, now: now.toISOString() });
    }
    const message = fulfilmentMessage(mail, current, target, cod);
    if (!(await moveOrderStatus(trx, orderId, { from: current, to: target, by: move.by }, message))) throw conflict();
    if (cod && target === 'Shipped') await giveInvoiceNumber(trx, orderId, now);
  });
}

/**
 * The courier's signed update moves a shipped order as the admin's move does: delivered (a COD order's cash counts as
 * collected: the courier collects it at the door), or, for a COD order refused at the door, Returned to origin (its
 * stock back). A conflict when the order was no longer Shipped (an admin moved it meanwhile).
 */
export function moveOrderByCourier(
  db: Executor,
  mail: OrderMail,
  order: { id: string; paymentMethod: 'online' | 'cod' },
  target: 'Delivered' | 'Returned to origin',
): Promise<void> {
  return applyFulfilmentMove(db, mail, { ...order, status: 'Shipped', target, by: 'courier' });
}

/**
 * The shopper confirmed their cash-on-delivery order (the emailed code or link): it awaits shipment and the
 * confirmation is queued. False when it no longer awaited confirmation.
 */
export async function markCodOrderConfirmed(db: Executor, mail: OrderMail, orderId: string): Promise<boolean> {
  return moveOrderStatus(
    db,
    orderId,
    { from: 'Awaiting confirmation', to: 'Pending', by: 'shopper' },
    { mail, kind: 'order-confirmation' },
  );
}

/** A cash-on-delivery order not confirmed in time: cancelled, its stock back. False when it no longer awaited confirmation. */
export async function expireCodOrder(db: Executor, orderId: string, reason: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await moveOrderStatus(trx, orderId, { from: 'Awaiting confirmation', to: 'Cancelled', by: 'payment' }))) return false;
    await repo.keepCancelReason(trx, orderId, reason);
    return true;
  });
}

function fulfilmentMessage(mail: OrderMail, current: OrderStatus, target: OrderStatus, cod: boolean): MoveMessage | undefined {
  if (target === 'Shipped') return { mail, kind: 'order-shipped' };
  if (target === 'Delivered') return { mail, kind: 'order-delivered' };
  if (target === 'Cancelled') return { mail, kind: 'order-cancelled', refund: !cod && current !== 'Payment pending' };
  return undefined;
}

/**
 * The shopper or an admin cancels the order, which was `from`; the shopper is emailed, with word of a refund
 * when the order was paid (`refund`). False when it had changed meanwhile.
 */
export const cancelOrder = (
  db: Executor,
  mail: OrderMail,
  orderId: string,
  from: OrderStatus,
  by: 'admin' | 'shopper',
  refund: boolean,
) => moveOrderStatus(db, orderId, { from, to: 'Cancelled', by }, { mail, kind: 'order-cancelled', refund });

/**
 * A refund of the order's payment has begun: a cancelled order's, or (by an admin's retry) a failed refund's.
 * False when the order was no longer `from`.
 */
export const markRefundPending = (db: Executor, orderId: string, from: 'Cancelled' | 'Refund failed') =>
  moveOrderStatus(db, orderId, { from, to: 'Refund pending', by: from === 'Refund failed' ? 'admin' : 'refund' });

/**
 * Money arrived for an order that could no longer be paid (superseded, or cancelled while its payment was
 * pending): it is refunded. False when the order is neither.
 */
export async function markLatePaidOrderRefundPending(db: Executor, orderId: string): Promise<boolean> {
  for (const from of ['Superseded', 'Cancelled'] as const) {
    if (await moveOrderStatus(db, orderId, { from, to: 'Refund pending', by: 'refund' })) return true;
  }
  return false;
}

/** The provider refunded the money (the whole payment, the order's total); the shopper is emailed. False when the order was not awaiting its refund. */
export const markRefunded = (db: Executor, orderId: string, mail: OrderMail) =>
  moveOrderStatus(db, orderId, { from: 'Refund pending', to: 'Refunded', by: 'refund' }, { mail, kind: 'order-refunded' });

/**
 * The provider refused the refund for good; an admin may retry, and every admin is emailed so. False when the order
 * was not awaiting its refund.
 */
export function markRefundFailed(db: Executor, orderId: string, mail: OrderMail, failure: RefundFailure): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const moved = await moveOrderStatus(trx, orderId, { from: 'Refund pending', to: 'Refund failed', by: 'refund' });
    if (moved) await queueRefundFailedNotice(trx, mail, orderId, failure);
    return moved;
  });
}

/**
 * A part refund of the order completed (its status stays as it was): the shopper is emailed, once per refund. True
 * when the order is still there to tell of.
 */
export async function partRefunded(
  db: Executor,
  orderId: string,
  mail: OrderMail,
  part: { refundId: string; amountPaise: number },
): Promise<boolean> {
  await queueOrderMessage(db, mail, orderId, 'order-part-refunded', { part });
  return true;
}

/** A part refund the provider will not make (the order's status stays): every admin is emailed, who may retry it. */
export async function partRefundFailed(db: Executor, orderId: string, mail: OrderMail, failure: RefundFailure): Promise<boolean> {
  await queueRefundFailedNotice(db, mail, orderId, failure);
  return true;
}
