import { describe, expect, it } from 'vitest';
import { FULFILMENT_TRANSITIONS } from './fulfilment';

describe('order state machine', () => {
  it('lets an admin ship or cancel a paid order, deliver or cancel a shipped one, and nothing else', () => {
    expect(FULFILMENT_TRANSITIONS).toEqual({
      'Payment pending': [],
      'Payment failed': [],
      Superseded: [],
      Pending: ['Shipped', 'Cancelled'],
      Shipped: ['Delivered', 'Cancelled'],
      Delivered: [],
      Cancelled: [],
    });
  });
});
