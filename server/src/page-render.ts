import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** The web app's server entry (web/src/entry-server.tsx), as its build exports it. */
type ServerEntry = {
  ready: Promise<void>;
  renderPage: (url: string, pageAnswers: Record<string, unknown>, onError: (error: unknown) => void) => Promise<string>;
};

/** The HTML inside `#root` of the page at `url` (path and query), rendered with the page state `stateJson`. */
export type PageRenderer = (url: string, stateJson: string, log: FastifyBaseLogger) => Promise<string>;

/** Where `vite build --ssr` writes the server entry: beside the web app's build, never inside what it serves. */
export const serverEntryOf = (webDistDir: string): string => path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');

/**
 * The web app's pages rendered with React on this server, from the build's server entry; undefined without one (the
 * pages are then rendered by the browser alone). Every page's code is loaded before the first page is answered.
 */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | undefined> {
  const file = serverEntryOf(webDistDir);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  await entry.ready;
  return (url, stateJson, log) =>
    entry.renderPage(url, JSON.parse(stateJson) as Record<string, unknown>, (error) =>
      log.error({ err: error }, 'a part of the page failed to render on the server; the browser renders it'),
    );
}
