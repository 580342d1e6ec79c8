import { FULFILMENT_TRANSITIONS, mayMoveOrder, type OrderStatus, type OrderStatusMover } from '@voltcart/contract';
import { nowIso } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/errors';
import { giveInvoiceNumber } from './invoice/numbering';
import * as repo from './repo';

/**
 * The one place an order's status changes, and only along the contract's ORDER_TRANSITIONS by the mover it
 * names. Answers false when the order was no longer `from` (a concurrent move won).
 */
async function moveOrderStatus(
  db: Executor,
  orderId: string,
  change: { from: OrderStatus; to: OrderStatus; by: OrderStatusMover },
): Promise<boolean> {
  if (!mayMoveOrder(change.from, change.to, change.by)) {
    throw new Error(`an order may not be moved from ${change.from} to ${change.to} by ${change.by}`);
  }
  return repo.updateOrderStatus(db, orderId, change.from, change.to, nowIso());
}

/** The order's payment completed: it awaits shipment, with its tax invoice's number. False when it had already left 'Payment pending'. */
export async function markOrderPaid(db: Executor, orderId: string): Promise<boolean> {
  const moved = await moveOrderStatus(db, orderId, { from: 'Payment pending', to: 'Pending', by: 'payment' });
  if (moved) await giveInvoiceNumber(db, orderId, new Date());
  return moved;
}

/** The order's payment failed or expired. False when it had already left 'Payment pending'. */
export const markOrderPaymentFailed = (db: Executor, orderId: string) =>
  moveOrderStatus(db, orderId, { from: 'Payment pending', to: 'Payment failed', by: 'payment' });

/** A newer checkout from the same cart replaced it. False when it had already left 'Payment pending'. */
export const markOrderSuperseded = (db: Executor, orderId: string) =>
  moveOrderStatus(db, orderId, { from: 'Payment pending', to: 'Superseded', by: 'payment' });

/** An admin moves a paid order along its fulfilment: Pending → Shipped → Delivered, or Cancelled before delivery. */
export async function moveOrderByAdmin(db: Executor, orderId: string, current: OrderStatus, target: OrderStatus): Promise<void> {
  const allowed = FULFILMENT_TRANSITIONS[current];
  if (!allowed.includes(target)) {
    throw new AppError(
      'business_rule',
      allowed.length > 0
        ? `status: an order that is ${current} can only be marked ${allowed.join(' or ')}, not ${target}`
        : `status: an order that is ${current} cannot be changed`,
    );
  }
  if (!(await moveOrderStatus(db, orderId, { from: current, to: target, by: 'admin' }))) {
    throw new AppError('conflict', 'status: the order changed meanwhile; reload it and try again');
  }
}
