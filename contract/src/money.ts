// Money is integer paise inside the server and in the database, rupees (two decimals) at the API's edge.
// Zod-free: the browser bundle imports it too. Every name says which unit it takes.

/** A whole number's digits with Indian grouping (the last three, then groups of two): 1000000 → "10,00,000". */
export function indianDigits(whole: number | string): string {
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return lakhs ? `${lakhs},${lastThree}` : lastThree;
}

/**
 * "1,49,999.00" from whole paise, by hand, without the currency sign (tax invoices print it apart): the amount that
 * `Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 })` writes, without it. A browser's first Intl formatter
 * loads its locale data, ~35 ms of main thread on a fast machine (~140 ms on Lighthouse's mobile CPU) in the middle
 * of the first render; in the server it keeps ~6 MB of ICU's data resident (money.test.ts compares both).
 */
export function formatPaiseAmount(paise: number): string {
  if (!Number.isFinite(paise)) return String(paise);
  const whole = Math.round(paise);
  const digits = String(Math.abs(whole)).padStart(3, '0');
  return `${whole < 0 ? '-' : ''}${indianDigits(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/** "₹1,49,999.00" from whole paise: exactly what `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes. */
function formatWholePaise(paise: number): string {
  if (!Number.isFinite(paise)) return `₹${paise}`;
  const amount = formatPaiseAmount(paise);
  return amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`;
}

/** Rupees (the API's unit, up to two decimals) as integer paise: 1499.5 → 149950. */
export const paiseFromRupees = (rupees: number): number => Math.round(rupees * 100);

/** Integer paise as rupees with two decimals: 149950 → 1499.5. */
export const rupeesFromPaise = (paise: number): number => Math.round(paise) / 100;

/** Rupees as shoppers read them, with Indian digit grouping: 149999 → "₹1,49,999.00". */
export const formatRupees = (rupees: number): string => formatWholePaise(Math.round(rupees * 100));

/** Paise as shoppers read them: 14999900 → "₹1,49,999.00". */
export const formatPaise = (paise: number): string => formatWholePaise(Math.round(paise));
