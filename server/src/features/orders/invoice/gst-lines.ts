/** A sold line as the invoice reads it: GST-inclusive unit price, quantity, its tax class. */
export type InvoiceLineInput = {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  gstRatePercent: number;
  /** The line's share of the order's coupon discount: it lowers what was paid for the line, so its taxable value. */
  discountPaise?: number;
};

/** A line with its tax worked out; CGST and SGST (same state) or IGST (another state) are the others' zero. */
export type TaxedLine = InvoiceLineInput & {
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type InvoiceTotals = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };

/** Supply within the seller's state is taxed CGST + SGST; supply to another state, IGST. */
export type SupplyKind = 'intra-state' | 'inter-state';

export const supplyKindOf = (sellerState: string, placeOfSupply: string): SupplyKind =>
  sellerState === placeOfSupply ? 'intra-state' : 'inter-state';

/**
 * The shop's prices include GST, so the taxable value is backed out of the line's gross (what was paid for it, after
 * its share of a coupon's discount):
 * taxable = round(gross × 100 / (100 + rate)) (half up, in whole paise) and tax = gross − taxable, so a line's
 * parts always add up to what the shopper paid. Within the state the tax halves into CGST and SGST; an odd
 * paisa goes to CGST.
 */
export function taxLine(line: InvoiceLineInput, supply: SupplyKind): TaxedLine {
  const grossPaise = line.unitPricePaise * line.quantity - (line.discountPaise ?? 0);
  const divisor = 100 + line.gstRatePercent;
  // Integer half-up rounding of gross × 100 / divisor.
  const taxablePaise = Math.floor((2 * grossPaise * 100 + divisor) / (2 * divisor));
  const taxPaise = grossPaise - taxablePaise;
  if (supply === 'inter-state') return { ...line, grossPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { ...line, grossPaise, taxablePaise, cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

export function invoiceTotals(lines: readonly TaxedLine[]): InvoiceTotals {
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.grossPaise),
  };
}
