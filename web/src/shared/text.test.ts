import { describe, expect, it } from 'vitest';
import { formatDateTime, truncate } from './text';

describe('formatDateTime', () => {
  it('writes a day, short month, year and time of day in the Indian English style, the same on every call', () => {
    // Noon UTC is the same calendar day in every time zone from UTC−11 to UTC+11.
    const shown = formatDateTime('2026-03-12T12:00:00.000Z');
    expect(shown).toMatch(/^12 Mar 2026, \d{1,2}:\d{2}\s?(am|pm)$/);
    expect(formatDateTime('2026-03-12T12:00:00.000Z')).toBe(shown);
    expect(formatDateTime('2026-11-01T12:00:00.000Z')).toMatch(/^1 Nov 2026, /);
  });

  it("writes India's time, whatever the time zone of the machine (the server's render and the browser's agree)", () => {
    expect(formatDateTime('2026-03-12T12:00:00.000Z').replace(/\s/g, ' ')).toBe('12 Mar 2026, 5:30 pm');
    expect(formatDateTime('2026-03-12T20:00:00.000Z').replace(/\s/g, ' ')).toBe('13 Mar 2026, 1:30 am');
  });

  it('gives back a text that is no date as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('truncate', () => {
  it('ends a cut text in an ellipsis and leaves a short one alone', () => {
    expect(truncate('Voltcart electronics', 8)).toBe('Voltcart…');
    expect(truncate('Volt', 8)).toBe('Volt');
  });
});
