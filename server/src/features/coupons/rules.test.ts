import { describe, expect, it } from 'vitest';
import { couponDiscountPaise, judgeCoupon, splitInProportion, type CouponTerms } from './rules';

const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'SAVE10',
  kind: 'percent',
  value: 1000,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  startsAtMs: null,
  endsAtMs: null,
  usageLimit: null,
  perShopperLimit: null,
  categories: [],
  firstOrderOnly: false,
  active: true,
  usesTaken: 0,
  ...overrides,
});
const noUses = { usedByShopper: 0, heldByShopper: 0, hasPaidOrder: false };
const line = (salesPricePaise: number, quantity = 1, productCategory = 'Mouse') => ({
  productId: `p${salesPricePaise}`,
  quantity,
  salesPricePaise,
  productCategory,
});

describe('a coupon discount split over the lines', () => {
  it('adds up exactly, the leftover paise going to the largest remainders, the earlier line on a tie', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(1, [5, 5])).toEqual([1, 0]);
    expect(splitInProportion(1000, [299900, 2499900])).toEqual([107, 893]);
    expect(splitInProportion(7, [0, 3, 0, 4])).toEqual([0, 3, 0, 4]);
  });

  it('keeps exact sums for large carts', () => {
    const weights = [999_999_99, 123_456_78, 1];
    const shares = splitInProportion(98_765_43, weights);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(98_765_43);
  });

  it('takes a percent rounded down to the paisa, capped by the maximum discount and the price', () => {
    expect(couponDiscountPaise({ kind: 'percent', value: 1250, maxDiscountPaise: null }, 199_99)).toBe(24_99);
    expect(couponDiscountPaise({ kind: 'percent', value: 5000, maxDiscountPaise: 500_00 }, 5000_00)).toBe(500_00);
    expect(couponDiscountPaise({ kind: 'flat', value: 300_00, maxDiscountPaise: null }, 200_00)).toBe(200_00);
  });
});

describe('the coupon rules', () => {
  const now = Date.parse('2026-12-06T10:00:00Z');
  it('apply to lines in its categories only, in proportion', () => {
    const verdict = judgeCoupon(terms({ categories: ['TV'] }), [line(1000_00, 1, 'Mouse'), line(2000_00, 2, 'TV')], noUses, now);
    expect(verdict).toEqual({ applies: true, discountPaise: 400_00, lineDiscountsPaise: [0, 400_00] });
  });

  it('say when it starts, in India time', () => {
    const verdict = judgeCoupon(terms({ startsAtMs: Date.parse('2026-12-10T03:30:00Z') }), [line(100_00)], noUses, now);
    expect(verdict).toEqual({ applies: false, reason: 'This coupon can be used from 10 Dec 2026, 09:00' });
  });

  it("do not count the shopper's own held use (the checkout they are replacing) against either limit", () => {
    const verdict = judgeCoupon(
      terms({ usageLimit: 1, perShopperLimit: 1, usesTaken: 1 }),
      [line(100_00)],
      { usedByShopper: 0, heldByShopper: 1, hasPaidOrder: false },
      now,
    );
    expect(verdict.applies).toBe(true);
  });
});
