import { describe, expect, it } from 'vitest';
import { FULFILMENT_TRANSITIONS, mayMoveOrder } from './fulfilment';

describe('order state machine', () => {
  it('lets an admin cancel an unpaid order, ship or cancel a paid one, deliver, cancel or take back a shipped one, and nothing else', () => {
    expect(FULFILMENT_TRANSITIONS).toEqual({
      'Payment pending': ['Cancelled'],
      'Payment failed': [],
      Superseded: [],
      // Cash on delivery before its emailed code: only cancelled (by the shopper, an admin or its expiry).
      'Awaiting confirmation': ['Cancelled'],
      Pending: ['Shipped', 'Cancelled'],
      // It cannot ship until the shopper gives the delivery address.
      'Awaiting address': ['Cancelled'],
      // Returned to origin: a cash-on-delivery order refused at the door (the server allows it for COD orders only).
      Shipped: ['Delivered', 'Cancelled', 'Returned to origin'],
      Delivered: [],
      Cancelled: [],
      'Refund pending': [],
      Refunded: [],
      'Refund failed': [],
      'Returned to origin': [],
    });
  });

  it('lets a shopper cancel only a paid order that has not shipped', () => {
    expect(mayMoveOrder('Pending', 'Cancelled', 'shopper')).toBe(true);
    expect(mayMoveOrder('Shipped', 'Cancelled', 'shopper')).toBe(false);
    expect(mayMoveOrder('Payment pending', 'Cancelled', 'shopper')).toBe(false);
    expect(mayMoveOrder('Awaiting address', 'Cancelled', 'shopper')).toBe(true);
  });

  it('moves a paid order that came without an address on only when its shopper gives one', () => {
    expect(mayMoveOrder('Payment pending', 'Awaiting address', 'payment')).toBe(true);
    expect(mayMoveOrder('Awaiting address', 'Pending', 'shopper')).toBe(true);
    expect(mayMoveOrder('Awaiting address', 'Pending', 'admin')).toBe(false);
    expect(mayMoveOrder('Awaiting address', 'Shipped', 'admin')).toBe(false);
  });

  it('refunds a cancelled order and lets an admin retry a failed refund', () => {
    expect(mayMoveOrder('Cancelled', 'Refund pending', 'refund')).toBe(true);
    expect(mayMoveOrder('Refund pending', 'Refunded', 'refund')).toBe(true);
    expect(mayMoveOrder('Refund failed', 'Refund pending', 'admin')).toBe(true);
    expect(mayMoveOrder('Refunded', 'Refund pending', 'admin')).toBe(false);
  });

  it('refunds a superseded checkout the provider completed anyway, and only the refund moves it', () => {
    expect(mayMoveOrder('Superseded', 'Refund pending', 'refund')).toBe(true);
    expect(mayMoveOrder('Superseded', 'Refund pending', 'admin')).toBe(false);
    expect(mayMoveOrder('Superseded', 'Pending', 'payment')).toBe(false);
  });
});
