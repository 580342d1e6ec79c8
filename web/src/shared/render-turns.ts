/**
 * A queue of render turns, one per task: the parts of a page below its first screen wait here so the first render
 * (the entry's evaluation, header and largest image) is one short task, and each later part is its own short task.
 * Lighthouse counts every task over 50 ms (at a 4× slower CPU) as blocking time; a page rendered in one go is one
 * long task. The first turn waits for a paint: the later parts' tasks, back to back, would otherwise hold back the
 * first screen's paint (and with it the largest one) until the last of them.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function runNextTurn() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleTurn((run) => setTimeout(run, 0));
}

function scheduleTurn(after: (run: () => void) => void) {
  if (scheduled) return;
  scheduled = true;
  after(runNextTurn);
}

/** Calls `start` in a task of its own after those queued before it (the first after a paint); the answer takes it out of the queue. */
export function awaitRenderTurn(start: () => void): () => void {
  waiting.push(start);
  scheduleTurn(afterNextPaint);
  return () => {
    const index = waiting.indexOf(start);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Calls `start` in a task after the next frame has been painted: for work the first screen does not need, which would
 * otherwise run (and start its network calls) before that screen shows.
 */
export function afterNextPaint(start: () => void): void {
  requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * Calls `start` once the page has loaded (its first screen's images included; at once if it has): for downloads the
 * first screen does not need, which would otherwise share the network with its largest image. The answer cancels it.
 */
export function afterPageLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => {};
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}
