import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './timed-passes';

afterEach(() => {
  vi.useRealTimers();
});

/** A pass the test ends by hand. */
function heldPass() {
  const ends: (() => void)[] = [];
  let started = 0;
  const pass = () => {
    started += 1;
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return { pass, started: () => started, endOldest: () => ends.shift()?.() };
}

describe('runEvery', () => {
  it('starts a pass each interval, never while the last one still runs', async () => {
    vi.useFakeTimers();
    const held = heldPass();
    const passes = runEvery(1_000, held.pass, () => {});
    await vi.advanceTimersByTimeAsync(999);
    expect(held.started()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(held.started()).toBe(1);
    held.endOldest();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(held.started()).toBe(2);
    held.endOldest();
    await passes.stop();
  });

  it('hands a failed pass to its handler and runs the next on time', async () => {
    vi.useFakeTimers();
    const failures: unknown[] = [];
    let calls = 0;
    const passes = runEvery(
      100,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      (error) => failures.push(error),
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toBe(2);
    expect(failures).toEqual([new Error('database away')]);
    await passes.stop();
  });

  it('stops: no pass after, and stop waits for the one in progress', async () => {
    vi.useFakeTimers();
    const held = heldPass();
    const passes = runEvery(100, held.pass, () => {});
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = passes.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    held.endOldest();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(held.started()).toBe(1);
  });
});
