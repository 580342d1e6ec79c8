import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The first segment of a pathname: the kind of page (`/category/Mouse` and `/category/Mouse,Keyboard` are one). */
const pageKind = (pathname: string) => pathname.split('/')[1] ?? '';

/** Whether the element shows (a page that suspended keeps its old content in the DOM, hidden). */
function shows(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return element.closest('[style*="display: none"]') === null;
}

/** The new page's main heading (its h1, inside <main> when the page has one), else the main landmark. */
function headingOrMain(): { element: HTMLElement; heading: boolean } | undefined {
  const main = document.querySelector<HTMLElement>('main');
  const headings = [...(main ?? document).querySelectorAll<HTMLElement>('h1')];
  const heading = headings.find(shows);
  if (heading) return { element: heading, heading: true };
  return main ? { element: main, heading: false } : undefined;
}

/** Focus nobody chose: nothing, the page itself, or the main landmark the hook put it on while the page loaded. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement || active.tagName === 'MAIN';
}

/**
 * Whether focus is on a control that stays: the one the shopper works on a page of the same kind (a category box
 * that changes the path, an admin tab), or one the new page focused itself (inside <main>: the control clicked on the
 * old page has gone with it). Never a link: a link leads elsewhere, and one in the header stays after its click.
 */
function focusStays(sameKindOfPage: boolean): boolean {
  const active = document.activeElement;
  if (focusIsFree() || active === null || !active.isConnected || active.closest('a[href]') !== null) return false;
  return sameKindOfPage || active.closest('main') !== null;
}

function focus(element: HTMLElement) {
  // Focusable by script, not in the tab order; the page keeps its scroll (top for a new page, restored for Back).
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After the shopper moves to another page inside the shop, puts the keyboard on the new page's h1 (a screen reader
 * reads its title), or on the main landmark when the page has none; a page still loading gets its h1 once it shows,
 * unless the shopper has moved focus themselves by then. Not on the first page (the browser's own focus), nor when
 * only the query or the fragment changes (a listing's sort, filters and pages: focus stays on the control), nor when
 * a control stays focused (see focusStays). A page opened at a fragment (`#notify-me`) focuses its own target.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const last = useRef(pathname);

  useEffect(() => {
    const previous = last.current;
    last.current = pathname;
    if (previous === pathname || hash !== '') return;
    if (focusStays(pageKind(previous) === pageKind(pathname))) return;

    const target = headingOrMain();
    if (target) focus(target.element);
    if (target?.heading) return;

    // Still loading (the page's code, its data, a guard's check): its h1 takes the focus once it shows.
    const observer = new MutationObserver(() => {
      if (!focusIsFree()) return stop();
      const next = headingOrMain();
      if (!next?.heading) return;
      focus(next.element);
      stop();
    });
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.tagName !== 'MAIN') stop();
    };
    function stop() {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    }
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [pathname, hash]);
}
