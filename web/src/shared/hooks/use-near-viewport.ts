import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on). Without
 * IntersectionObserver (old browsers, tests) it is true at once; `knownNear` (an element on the first screen) makes it
 * true from the first render, with no observer.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px', knownNear = false): boolean {
  const [near, setNear] = useState(() => knownNear || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
