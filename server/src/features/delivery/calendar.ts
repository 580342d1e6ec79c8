import { DISPATCH_CUTOFF_HOUR_IST } from '@voltcart/contract';

/** India keeps one time zone, UTC+5:30, with no daylight saving: its calendar is UTC shifted by this much. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Day numbers count days since 1970-01-01 in India's calendar; 1970-01-01 was a Thursday (weekday 4). */
const weekdayOf = (dayNumber: number) => (((dayNumber + 4) % 7) + 7) % 7;
const isSunday = (dayNumber: number) => weekdayOf(dayNumber) === 0;

const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * The day an order placed at `nowMs` leaves the warehouse: the same day before the cut-off (2 pm India's time) on a
 * working day (Monday to Saturday), otherwise the next working day.
 */
export function dispatchDayNumber(nowMs: number): number {
  const local = nowMs + IST_OFFSET_MS;
  let day = Math.floor(local / DAY_MS);
  const hour = Math.floor((local - day * DAY_MS) / (60 * 60 * 1000));
  if (hour >= DISPATCH_CUTOFF_HOUR_IST || isSunday(day)) day += 1;
  while (isSunday(day)) day += 1;
  return day;
}

/** The promised day (YYYY-MM-DD, India's calendar): `days` working days after the dispatch day, Sundays skipped. */
export function deliveryDayOf(nowMs: number, days: number): string {
  let day = dispatchDayNumber(nowMs);
  for (let left = days; left > 0; left -= 1) {
    day += 1;
    while (isSunday(day)) day += 1;
  }
  return dayText(day);
}

/** The dispatch day as YYYY-MM-DD (for tests and docs). */
export const dispatchDayOf = (nowMs: number) => dayText(dispatchDayNumber(nowMs));
