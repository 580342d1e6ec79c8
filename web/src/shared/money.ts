// Formatting and unit conversions live in @voltcart/contract (formatRupees, formatPaise, paiseFromRupees…).

/** Whole-percent discount of the sales price against the list price (both in rupees); 0 when there is none. */
export function discountPercent(productPrice: number, salesPrice: number): number {
  if (!(productPrice > 0) || !(salesPrice < productPrice)) return 0;
  return Math.round(((productPrice - salesPrice) / productPrice) * 100);
}
