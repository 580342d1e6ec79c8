import { describe, expect, it } from 'vitest';
import { discountPercent, formatRupees } from './money';

describe('money', () => {
  it('shows rupees with Indian grouping and two decimals', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999.00');
    expect(formatRupees(8995.5)).toBe('₹8,995.50');
  });

  it('rounds the discount to whole percent and shows none without one', () => {
    expect(discountPercent(10995, 8995)).toBe(18);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
