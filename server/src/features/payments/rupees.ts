const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as shoppers read them: ₹1,49,999.00 (Indian digit grouping). */
export const formatRupees = (paise: number) => INR.format(paise / 100);
