import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageAnswersState } from './shared/page-answers';
import { preloadAllPages } from './app/router';
import { pageState, ShopRoot } from './app/shop-root';
import { makeStore } from './app/store';

/**
 * The shop's pages rendered on the server (built by `vite build --ssr` into web/dist-ssr, loaded by the server's
 * page-render.ts). The server answers a page with this HTML inside `#root` and `pageAnswers` as the store's
 * preloaded state; the browser hydrates it (main.tsx).
 */

/** Loads every page's code once, before the first render: a page then renders at once, never suspending on its chunk. */
export const ready: Promise<void> = preloadAllPages();

/**
 * The HTML of the page at `url` (path and query) rendered with `pageAnswers`, once all of it is ready (React's
 * streaming renderer, read to its end: a crawler and a browser without JavaScript get the whole page). A part that
 * throws is told to `onError` and left to the browser to render (React's own fallback); the page is still served.
 */
export function renderPage(url: string, pageAnswers: PageAnswersState, onError: (error: unknown) => void): Promise<string> {
  const store = makeStore(pageState(pageAnswers));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(
      <ShopRoot store={store} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />,
      {
        // Every part inline, in order: a part set apart (React's default for a large one, so that a browser paints what
        // comes before it first) needs an inline script to put it in place, which the shop's CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError,
      },
    );
  });
}
