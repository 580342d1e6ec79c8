import { describe, expect, it } from 'vitest';
import { financialYearOf, indianDateOf, invoiceNumberOf } from './financial-year';
import { taxClassOf } from './tax-rates';

describe('financial year of a payment (India, 1 April – 31 March)', () => {
  it('ends at midnight of 31 March in India, not in UTC', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(indianDateOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('1 Apr 2027');
  });

  it('names the year it began in and the next one, across the century', () => {
    expect(financialYearOf(new Date('2026-11-22T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-01-15T10:00:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-12-01T10:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices VC/<year>/<six digits>', () => {
    expect(invoiceNumberOf('2026-27', 1)).toBe('VC/2026-27/000001');
    expect(invoiceNumberOf('2026-27', 123456)).toBe('VC/2026-27/123456');
  });
});

describe('tax class of a category', () => {
  it('gives each category its HSN heading and rate, and uncategorised goods the standard rate', () => {
    expect(taxClassOf('Mobiles')).toEqual({ hsnCode: '8517', gstRatePercent: 18 });
    expect(taxClassOf('TV')).toEqual({ hsnCode: '8528', gstRatePercent: 18 });
    expect(taxClassOf('Refrigerator')).toEqual({ hsnCode: '8418', gstRatePercent: 18 });
    expect(taxClassOf('')).toEqual({ hsnCode: '8543', gstRatePercent: 18 });
  });
});
