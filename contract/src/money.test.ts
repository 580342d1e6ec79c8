import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseFromRupees, rupeesFromPaise } from './money';

describe('money units', () => {
  it('turns rupees with paise into whole paise without float drift', () => {
    expect(paiseFromRupees(1499.5)).toBe(149950);
    expect(paiseFromRupees(0.29)).toBe(29);
    expect(paiseFromRupees(83990)).toBe(8399000);
  });

  it('turns paise back into rupees', () => {
    expect(rupeesFromPaise(149950)).toBe(1499.5);
    expect(rupeesFromPaise(29)).toBe(0.29);
  });

  it('formats both units with Indian digit grouping', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999.00');
    expect(formatPaise(14999900)).toBe('₹1,49,999.00');
  });
});
