import { describe, expect, it } from 'vitest';
import { invoiceTotals, supplyKindOf, taxLine, type InvoiceLineInput } from './gst-lines';

const line = (unitPricePaise: number, quantity = 1, gstRatePercent = 18): InvoiceLineInput => ({
  description: 'Wireless mouse',
  hsnCode: '8471',
  quantity,
  unitPricePaise,
  gstRatePercent,
});

describe('GST backed out of inclusive prices', () => {
  it("splits a line in the seller's state into equal CGST and SGST", () => {
    // ₹1,180.00 at 18%: ₹1,000.00 taxable and ₹180.00 tax.
    expect(taxLine(line(118000), 'intra-state')).toMatchObject({
      grossPaise: 118000,
      taxablePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
    });
  });

  it('charges IGST for another state', () => {
    expect(taxLine(line(118000), 'inter-state')).toMatchObject({
      taxablePaise: 100000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18000,
    });
  });

  it('rounds the taxable value to the paisa and gives an odd paisa of tax to CGST', () => {
    // 2 × ₹1,499.50 = ₹2,999.00; 299900 × 100 / 118 = 254152.54… → 254153; tax 45747 (odd).
    const taxed = taxLine(line(149950, 2), 'intra-state');
    expect(taxed).toMatchObject({ grossPaise: 299900, taxablePaise: 254153, cgstPaise: 22874, sgstPaise: 22873 });
    expect(taxed.taxablePaise + taxed.cgstPaise + taxed.sgstPaise).toBe(taxed.grossPaise);
  });

  it("uses the line's own rate", () => {
    expect(taxLine(line(10500, 1, 5), 'inter-state')).toMatchObject({ taxablePaise: 10000, igstPaise: 500 });
    expect(taxLine(line(14000, 1, 40), 'inter-state')).toMatchObject({ taxablePaise: 10000, igstPaise: 4000 });
  });

  it('totals add up to what the shopper paid', () => {
    const lines = [taxLine(line(149950, 2), 'intra-state'), taxLine(line(2499900), 'intra-state')];
    const totals = invoiceTotals(lines);
    expect(totals.totalPaise).toBe(2799800);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(2799800);
  });

  it("is intra-state only when the delivery state is the seller's", () => {
    expect(supplyKindOf('Karnataka', 'Karnataka')).toBe('intra-state');
    expect(supplyKindOf('Karnataka', 'Tamil Nadu')).toBe('inter-state');
  });
});
