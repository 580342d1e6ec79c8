import { createElement, isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';

type PageModule<P> = { default: ComponentType<P> };

/** A page component in a chunk of its own, which can be loaded before anything renders it. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `React.lazy` for a page, plus `preload`: a page loaded before its first render draws at once, where a lazy one
 * always suspends once (its Suspense fallback painted, then the page in a task of its own, laid out a second time).
 * The opening page's chunk is preloaded by main.tsx (the server's HTML already fetches it with the entry for product,
 * category and search pages); a page opened later still suspends until its chunk arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render asks again (the error reaches the route's error boundary as before)
        throw error;
      },
    ));
  const Suspending = lazy(start);
  function Page(props: P) {
    // Chosen once per mount: switching from Suspending to the loaded page on a later render would remount it.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Shown, props);
  }
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}

/** The LazyPage an element renders, when it renders one directly. */
export function lazyPageOf(element: ReactNode): LazyPage<object> | undefined {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  return 'preload' in element.type ? (element.type as LazyPage<object>) : undefined;
}
