import { describe, expect, it } from 'vitest';
import { formatPaise, formatPaiseAmount, formatRupees, indianDigits, paiseFromRupees, rupeesFromPaise } from './money';

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

  it("writes every amount exactly as the browser's Indian-rupee formatter does", () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [
      0, 0.05, 0.5, 1, 9.99, 99, 999.5, 1000, 12345.67, 99999.99, 100000, 1234567.89, 10000000, 123456789.01, -1, -1499.5,
      -100000,
    ];
    for (let paise = 0; paise < 2_000_000; paise += 7919) amounts.push(paise / 100);
    for (const rupees of amounts) {
      expect(formatRupees(rupees)).toBe(inr.format(rupees));
      expect(formatPaise(paiseFromRupees(rupees))).toBe(inr.format(rupees));
    }
  });

  it('writes an amount without its currency sign exactly as an Indian-grouping formatter does (tax invoices)', () => {
    const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 5, 50, 99, 100, 99_999, 1_00_000, 12_34_567, 99_99_99_999, -1, -1_49_950, -1_00_00_000];
    for (let paise = 0; paise < 5_000_000_000; paise += 7_919_113) amounts.push(paise);
    for (const paise of amounts) expect(formatPaiseAmount(paise)).toBe(grouped.format(paise / 100));
  });

  it('groups whole numbers as India writes them', () => {
    expect(indianDigits(7)).toBe('7');
    expect(indianDigits(999)).toBe('999');
    expect(indianDigits(1000)).toBe('1,000');
    expect(indianDigits(1_000_000)).toBe((1_000_000).toLocaleString('en-IN'));
    expect(indianDigits(123_456_789)).toBe((123_456_789).toLocaleString('en-IN'));
  });
});
