import { formatDeliveryDay } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { deliveryDayOf, dispatchDayOf } from './calendar';

/** A moment given in India's time (UTC+5:30), e.g. ist('2026-12-07T10:00'). */
const ist = (local: string) => Date.parse(`${local}:00+05:30`);

describe('the dispatch cut-off (2 pm in India)', () => {
  it('dispatches an order placed before 2 pm on a working day that same day', () => {
    expect(dispatchDayOf(ist('2026-12-07T10:00'))).toBe('2026-12-07');
    expect(dispatchDayOf(ist('2026-12-07T13:59'))).toBe('2026-12-07');
  });

  it('dispatches an order placed at 2 pm or later the next working day', () => {
    expect(dispatchDayOf(ist('2026-12-07T14:00'))).toBe('2026-12-08');
    expect(dispatchDayOf(ist('2026-12-07T23:59'))).toBe('2026-12-08');
  });

  it("reads the hour and the day on India's clock, not UTC's", () => {
    // 20:00 UTC on Sunday is 1:30 am on Monday in India: before Monday's cut-off.
    expect(dispatchDayOf(Date.parse('2026-12-13T20:00:00Z'))).toBe('2026-12-14');
    // 08:29 UTC is 13:59 in India, 08:30 UTC is 14:00.
    expect(dispatchDayOf(Date.parse('2026-12-07T08:29:00Z'))).toBe('2026-12-07');
    expect(dispatchDayOf(Date.parse('2026-12-07T08:30:00Z'))).toBe('2026-12-08');
  });

  it('dispatches nothing on a Sunday: a Saturday afternoon or a Sunday order leaves on Monday', () => {
    expect(dispatchDayOf(ist('2026-12-12T15:00'))).toBe('2026-12-14');
    expect(dispatchDayOf(ist('2026-12-13T09:00'))).toBe('2026-12-14');
    expect(dispatchDayOf(ist('2026-12-12T11:00'))).toBe('2026-12-12');
  });
});

describe('the promised day', () => {
  it('counts the days after dispatch', () => {
    expect(deliveryDayOf(ist('2026-12-07T10:00'), 2)).toBe('2026-12-09');
    expect(deliveryDayOf(ist('2026-12-07T14:30'), 2)).toBe('2026-12-10');
    expect(deliveryDayOf(ist('2026-12-07T10:00'), 0)).toBe('2026-12-07');
  });

  it('skips Sundays', () => {
    // Dispatched Friday 11 Dec: Saturday is day 1, Sunday does not count, Monday is day 2.
    expect(deliveryDayOf(ist('2026-12-11T10:00'), 2)).toBe('2026-12-14');
    // Seven working days from Monday 7 Dec: 8–12, 14, 15.
    expect(deliveryDayOf(ist('2026-12-07T09:00'), 7)).toBe('2026-12-15');
    // Ten from a Saturday-afternoon order (dispatched Monday 14 Dec): 15–19, 21–25.
    expect(deliveryDayOf(ist('2026-12-12T16:00'), 10)).toBe('2026-12-25');
  });

  it('crosses months and years', () => {
    expect(deliveryDayOf(ist('2026-12-30T15:00'), 3)).toBe('2027-01-04');
  });

  it('reads as a shopper reads it: "Thu, 10 Dec"', () => {
    expect(formatDeliveryDay('2026-12-10')).toBe('Thu, 10 Dec');
    expect(formatDeliveryDay('2027-01-04')).toBe('Mon, 4 Jan');
    expect(formatDeliveryDay('2026-09-05')).toBe('Sat, 5 Sep');
  });
});
