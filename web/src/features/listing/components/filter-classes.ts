/** The heading of each group of the listing's filters (Brand, Price, Availability, Discount). */
export const FILTER_LEGEND = 'mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase';
