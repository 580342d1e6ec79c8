/**
 * Calls `start` in a task after the next frame has been painted: for work the first screen does not need, which would
 * otherwise run (and start its network calls) before that screen shows.
 */
export function afterNextPaint(start: () => void): void {
  requestAnimationFrame(() => setTimeout(start, 0));
}

/** Whether the browser reports when it presented the page's first text or image (Paint Timing). */
function reportsFirstPaint(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}

/**
 * Calls `start` in a task after the page's first text or image has been presented on screen (Paint Timing's
 * first-contentful-paint, which comes some frames after the frame that drew it is made); where the browser does not
 * report it, after the next frame. For calls the first screen does not need: started earlier, they share the network
 * with its largest image (and in a hidden tab, which is not painted, they wait until it is shown). The answer cancels it.
 */
export function afterFirstPaint(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const later = () => {
    if (!cancelled) timer = setTimeout(start, 0);
  };
  if (!reportsFirstPaint()) {
    afterNextPaint(later);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    later();
  });
  // `buffered`: an entry made before this call is delivered too.
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    cancelled = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Calls `start` once the page has loaded (its first screen's images included) and shown its first paint (at once where
 * both happened, or where the browser does not report paints): for downloads the first screen does not need, which
 * would otherwise share the network with its largest image. The answer cancels it.
 */
export function afterPageLoad(start: () => void): () => void {
  let cancelPaint = () => {};
  const loaded = () => {
    const painted = !reportsFirstPaint() || performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted) start();
    else cancelPaint = afterFirstPaint(start);
  };
  if (document.readyState === 'complete') {
    loaded();
    return () => cancelPaint();
  }
  window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelPaint();
  };
}
