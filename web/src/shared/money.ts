const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹ with Indian digit grouping and two decimals: 149999 → "₹1,49,999.00". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Whole-percent discount of the sales price against the list price; 0 when there is none. */
export function discountPercent(productPrice: number, salesPrice: number): number {
  if (!(productPrice > 0) || !(salesPrice < productPrice)) return 0;
  return Math.round(((productPrice - salesPrice) / productPrice) * 100);
}
