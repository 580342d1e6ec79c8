import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Every new address (filters and pages of a listing too) starts at its top, as the router's ScrollRestoration did; Back and Forward leave the scroll to the browser, which
 * restores it for history entries. (The router's ScrollRestoration needs its data router, which the shop skips.)
 */
export function ScrollToTop() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, navigationType]);
  return null;
}
