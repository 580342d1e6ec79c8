import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterPageLoad } from './render-turns';

/**
 * jsdom has no Paint Timing: this plays the browser's part, as Chromium does it (an observer of 'paint' entries,
 * `buffered` delivering those already made), and lets the test present the first contentful paint.
 */
function browserReportingPaints() {
  const observers = new Set<(names: string[]) => void>();
  const made: string[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    private readonly deliver: (names: string[]) => void;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.deliver = (names) => callback({ getEntriesByName: (name) => names.filter((each) => each === name) });
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      expect(type).toBe('paint');
      observers.add(this.deliver);
      if (buffered && made.length > 0) queueMicrotask(() => this.deliver([...made]));
    }
    disconnect() {
      observers.delete(this.deliver);
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    made.includes(name) ? [{ name } as PerformanceEntry] : [],
  );
  return {
    present(name: string) {
      made.push(name);
      for (const deliver of [...observers]) deliver([name]);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint to be presented, then starts in a task of its own', async () => {
    const browser = browserReportingPaints();
    const start = vi.fn();
    afterFirstPaint(start);
    browser.present('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
    browser.present('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('starts at once (in a task) when the first contentful paint came before it was asked', async () => {
    const browser = browserReportingPaints();
    browser.present('first-contentful-paint');
    const start = vi.fn();
    afterFirstPaint(start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('cancelled, never starts', async () => {
    const browser = browserReportingPaints();
    const start = vi.fn();
    const cancel = afterFirstPaint(start);
    cancel();
    browser.present('first-contentful-paint');
    const other = vi.fn();
    afterFirstPaint(other);
    await vi.waitFor(() => expect(other).toHaveBeenCalled());
    expect(start).not.toHaveBeenCalled();
  });

  it('where the browser reports no paints, starts after the next frame', async () => {
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});

describe('afterPageLoad', () => {
  it('on a loaded page, waits for the first contentful paint too', async () => {
    expect(document.readyState).toBe('complete');
    const browser = browserReportingPaints();
    const start = vi.fn();
    afterPageLoad(start);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
    browser.present('first-contentful-paint');
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('on a loaded and painted page, starts at once', () => {
    const browser = browserReportingPaints();
    browser.present('first-contentful-paint');
    const start = vi.fn();
    afterPageLoad(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
