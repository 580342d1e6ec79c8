import type { CategoryName } from '@voltcart/contract';

/** What a line's tax is fixed from: the HSN heading of its goods and the GST rate on them. */
export type TaxClass = { hsnCode: string; gstRatePercent: number };

/**
 * HSN heading (4 digits, as invoices of a business under ₹5 crore turnover print them) and GST rate per
 * category. Rates are those of the CGST rate schedule as revised from 22 September 2025 (the GST Council's
 * move to 5% / 18% / 40%), still in force in 2026: every category the shop sells is 18% (televisions, formerly
 * 28%, came down to 18% then). Smartwatches are classed with data transmitters (8517 62), as CBIC rulings do.
 * A change here applies to new orders only: each order line keeps the class it was sold under.
 */
export const TAX_CLASS_BY_CATEGORY: Record<CategoryName, TaxClass> = {
  Mouse: { hsnCode: '8471', gstRatePercent: 18 }, // input units of computers (8471 60)
  Airpodes: { hsnCode: '8518', gstRatePercent: 18 }, // earphones and headphones (8518 30)
  Camera: { hsnCode: '8525', gstRatePercent: 18 }, // digital cameras (8525 89)
  Earphones: { hsnCode: '8518', gstRatePercent: 18 },
  Mobiles: { hsnCode: '8517', gstRatePercent: 18 }, // smartphones (8517 13)
  Printers: { hsnCode: '8443', gstRatePercent: 18 }, // printers (8443 32)
  Processor: { hsnCode: '8542', gstRatePercent: 18 }, // processors, integrated circuits (8542 31)
  Refrigerator: { hsnCode: '8418', gstRatePercent: 18 },
  Speakers: { hsnCode: '8518', gstRatePercent: 18 }, // loudspeakers (8518 22)
  TV: { hsnCode: '8528', gstRatePercent: 18 }, // television receivers and monitors (8528 72)
  Trimmers: { hsnCode: '8510', gstRatePercent: 18 }, // shavers and hair clippers (8510 20)
  Watches: { hsnCode: '8517', gstRatePercent: 18 }, // smartwatches (8517 62)
};

/**
 * A product without a category (or one no longer known): the standard 18% and the heading for electrical
 * apparatus not specified elsewhere, so the invoice still carries a rate; an admin should categorise it.
 */
export const UNCATEGORISED_TAX_CLASS: TaxClass = { hsnCode: '8543', gstRatePercent: 18 };

export function taxClassOf(categoryName: string | null | undefined): TaxClass {
  if (!categoryName) return UNCATEGORISED_TAX_CLASS;
  return (TAX_CLASS_BY_CATEGORY as Record<string, TaxClass>)[categoryName] ?? UNCATEGORISED_TAX_CLASS;
}

/** The order_items columns that fix a line's tax class when it is sold. */
export function taxClassColumns(categoryName: string | null | undefined): { hsn_code: string; gst_rate_percent: number } {
  const { hsnCode, gstRatePercent } = taxClassOf(categoryName);
  return { hsn_code: hsnCode, gst_rate_percent: gstRatePercent };
}
