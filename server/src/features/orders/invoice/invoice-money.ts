import { formatPaiseAmount } from '@voltcart/contract';

/**
 * Paise as the invoice prints them: 129900 → 'Rs. 1,299.00' (Indian digit grouping: 'Rs. 1,49,999.00').
 * pdfkit's built-in fonts have no ₹ glyph, so the PDF spells the currency out.
 */
export const invoiceRupees = (paise: number): string => `Rs. ${formatPaiseAmount(paise)}`;
