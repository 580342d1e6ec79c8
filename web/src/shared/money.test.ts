import { describe, expect, it } from 'vitest';
import { discountPercent } from './money';

describe('discount', () => {
  it('rounds the discount to whole percent and shows none without one', () => {
    expect(discountPercent(10995, 8995)).toBe(18);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
