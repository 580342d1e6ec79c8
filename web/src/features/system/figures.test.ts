import { describe, expect, it } from 'vitest';
import { cadenceOf, counted, formatDuration, plural } from './figures';

describe("the System tab's figures", () => {
  it('writes spans in their two largest units', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(3 * 60 + 20)).toBe('3 min');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });

  it("says how often a job runs, and a job of the start's", () => {
    expect(cadenceOf(2)).toBe('every 2 s');
    expect(cadenceOf(900)).toBe('every 15 min');
    expect(cadenceOf(0)).toBe('once, at start');
  });

  it('counts in words', () => {
    expect(counted(0, 'email')).toBe('No email');
    expect(counted(1, 'email')).toBe('1 email');
    expect(counted(1200, 'email')).toBe('1,200 emails');
    expect(plural(0, 'run')).toBe('0 runs');
    expect(plural(1, 'failure')).toBe('1 failure');
  });
});
