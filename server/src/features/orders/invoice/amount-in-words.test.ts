import { describe, expect, it } from 'vitest';
import { indianNumberInWords, rupeesInWords } from './amount-in-words';
import { invoiceRupees } from './invoice-money';

describe('amount in words (Indian numbering)', () => {
  it('writes whole rupees without paise', () => {
    expect(rupeesInWords(129900)).toBe('Rupees One Thousand Two Hundred Ninety-Nine Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it('counts in lakh and crore', () => {
    expect(rupeesInWords(100_000_00)).toBe('Rupees One Lakh Only');
    expect(rupeesInWords(10_000_000_00)).toBe('Rupees One Crore Only');
    expect(rupeesInWords(12345670)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only');
  });

  it('writes 12,34,56,789.05 crore by crore down to the paise', () => {
    expect(rupeesInWords(123456789_05)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only',
    );
  });

  it('keeps tens, hundreds and more than 99 crore readable', () => {
    expect(indianNumberInWords(10)).toBe('Ten');
    expect(indianNumberInWords(101)).toBe('One Hundred One');
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(indianNumberInWords(20_05_000)).toBe('Twenty Lakh Five Thousand');
    expect(indianNumberInWords(150_00_00_000)).toBe('One Hundred Fifty Crore');
    expect(rupeesInWords(50)).toBe('Fifty Paise Only');
  });
});

describe('rupees on the invoice', () => {
  it('spells the currency and groups digits the Indian way', () => {
    expect(invoiceRupees(129900)).toBe('Rs. 1,299.00');
    expect(invoiceRupees(14999900)).toBe('Rs. 1,49,999.00');
    expect(invoiceRupees(5)).toBe('Rs. 0.05');
  });
});
