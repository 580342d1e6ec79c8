import { expect, type Page } from '@playwright/test';

export type Overflow = { scrollWidth: number; clientWidth: number; sticking: string[] };

/**
 * What sticks out sideways: the document's scroll and client widths, and each visible element whose box reaches
 * past the right (or left) edge of the page without an ancestor that clips or scrolls it (a carousel's cards sit
 * inside their own scroller and do not count). Fixed layers (drawers parked off-screen) and visually hidden text
 * do not count either.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const describe = (element: Element, left: number, right: number) => {
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}" spans ${Math.round(left)}..${Math.round(right)}px`;
    };
    const sticking: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.position === 'fixed' || style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden text (.sr-only: clipped to nothing) paints nothing, wherever it sits.
      if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const left = box.left + window.scrollX;
      const right = box.right + window.scrollX;
      if ((right > clientWidth + 0.5 || left < -0.5) && !contained(element)) sticking.push(describe(element, left, right));
    }
    return { scrollWidth: root.scrollWidth, clientWidth, sticking };
  });
}

/** Asserts the page has no horizontal overflow at all, naming the elements that stick out when it has. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await measureOverflow(page);
  expect(
    overflow,
    `${where}: ${overflow.scrollWidth}px of content in ${overflow.clientWidth}px; sticking out:\n${overflow.sticking.join('\n')}`,
  ).toEqual({ scrollWidth: overflow.clientWidth, clientWidth: overflow.clientWidth, sticking: [] });
}
