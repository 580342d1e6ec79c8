import { describe, expect, it } from 'vitest';
import { checkCouponDraft, couponDraftOf, emptyCouponDraft, toCouponBody } from './coupon-form';

describe('the coupon form', () => {
  it("says each field's problem in the server's words", () => {
    const problems = checkCouponDraft({
      ...emptyCouponDraft(),
      code: 'AB',
      value: '150',
      usageLimit: '0',
      startsAt: '2026-12-10T10:00',
      endsAt: '2026-12-09T10:00',
    });
    expect(problems).toEqual({
      code: 'A coupon code is 4 to 20 letters and digits',
      value: 'A percent discount is at most 100',
      usageLimit: 'Total uses is at least 1',
      endsAt: 'The end must be after the start',
    });
    expect(checkCouponDraft({ ...emptyCouponDraft(), code: 'SAVE10' })).toEqual({ value: 'Enter the discount' });
  });

  it('sends blanks as no limit and times as UTC, and reads a coupon back the same', () => {
    const draft = {
      ...emptyCouponDraft(),
      code: 'save10',
      value: '10',
      maxDiscount: '',
      usageLimit: '',
      startsAt: '2026-12-06T09:30',
    };
    const body = toCouponBody(draft);
    expect(body).toMatchObject({ code: 'save10', value: 10, maxDiscount: null, usageLimit: null, perShopperLimit: 1 });
    expect(body.startsAt).toBe(new Date('2026-12-06T09:30').toISOString());
    const coupon = {
      _id: '0190a000-0000-7000-8000-000000000001',
      code: 'SAVE10',
      kind: 'percent' as const,
      value: 10,
      minOrder: 0,
      maxDiscount: null,
      startsAt: body.startsAt ?? null,
      endsAt: null,
      usageLimit: null,
      perShopperLimit: 1,
      categories: [],
      firstOrderOnly: false,
      active: true,
      timesUsed: 0,
      usesHeld: 0,
      createdAt: '2026-12-06T00:00:00.000Z',
    };
    expect(couponDraftOf(coupon)).toMatchObject({ code: 'SAVE10', value: '10', startsAt: '2026-12-06T09:30', maxDiscount: '' });
  });
});
