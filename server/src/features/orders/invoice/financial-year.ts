/** India Standard Time: UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at an instant, read through the UTC getters. */
const indianCalendar = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

/** India's financial year (1 April – 31 March, Asia/Kolkata) an instant falls in: '2026-27'. */
export function financialYearOf(at: Date): string {
  const india = indianCalendar(at);
  const startYear = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The n-th invoice of a financial year: 'VC/2026-27/000001'. */
export const invoiceNumberOf = (financialYear: string, sequence: number) =>
  `VC/${financialYear}/${String(sequence).padStart(6, '0')}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The invoice date as printed, in India: '22 Nov 2026'. */
export function indianDateOf(at: Date): string {
  const india = indianCalendar(at);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
