// Money is integer paise inside the server and in the database, rupees (two decimals) at the API's edge.
// Zod-free: the browser bundle imports it too. Every name says which unit it takes.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Rupees (the API's unit, up to two decimals) as integer paise: 1499.5 → 149950. */
export const paiseFromRupees = (rupees: number): number => Math.round(rupees * 100);

/** Integer paise as rupees with two decimals: 149950 → 1499.5. */
export const rupeesFromPaise = (paise: number): number => Math.round(paise) / 100;

/** Rupees as shoppers read them, with Indian digit grouping: 149999 → "₹1,49,999.00". */
export const formatRupees = (rupees: number): string => inr.format(rupees);

/** Paise as shoppers read them: 14999900 → "₹1,49,999.00". */
export const formatPaise = (paise: number): string => inr.format(paise / 100);
