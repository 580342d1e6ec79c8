import { useCallback, useEffect, useRef } from 'react';

/** Finds what to focus once the next render has drawn it. */
type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Focus for the next render: a form that closes takes the focus with it (to the page), so the one who saved or
 * cancelled is put on what the render shows instead (the saved address, the region's heading). `focusAfterRender`
 * is called just before the state change that closes the form; the target is looked up once, after that render.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    target()?.focus();
  });
  return useCallback((target: FocusTarget) => {
    pending.current = target;
  }, []);
}
