import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), the fields read here. */
type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The web app's page modules the server preloads with a page's HTML, by address. These pages are separate chunks
 * (web/src/app/router.tsx lazy-loads them) that the browser would otherwise find only after the entry has run:
 * a round trip more before the page can ask for its data. The keys are the modules' paths in web/: a renamed page
 * only loses its preload (web-route-chunks.test.ts checks them against the built manifest when web/dist exists).
 */
export const PRELOADED_PAGE_MODULES: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/product\/[^/]+$/, module: 'src/app/pages/ProductDetailsPage.tsx' },
  { pattern: /^\/category\/[^/]+$/, module: 'src/app/pages/CategoryListingPage.tsx' },
  { pattern: /^\/search$/, module: 'src/app/pages/SearchResultsPage.tsx' },
];

/** The `<link rel="modulepreload">` tags a page's HTML carries for its own chunks; '' for other pages. */
export type RouteChunkLinks = (pathname: string) => string;

/** Reads the build manifest once; without one (a build from before it, or no web app) no page gets hints. */
export function loadRouteChunkLinks(webDistDir: string): RouteChunkLinks {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // What index.html already loads, so a page never lists it twice.
  const eager = chunkFiles(manifest, 'index.html', new Set());
  const linksOf = new Map<string, string>();
  for (const { module } of PRELOADED_PAGE_MODULES) {
    if (!manifest[module]) continue;
    const own = [...chunkFiles(manifest, module, new Set())].filter((chunk) => !eager.has(chunk));
    // `crossorigin` as on index.html's own module preloads: a module script is a CORS request, and the preload must match it.
    linksOf.set(module, own.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`).join('\n    '));
  }
  return (pathname) => {
    const page = PRELOADED_PAGE_MODULES.find((each) => each.pattern.test(pathname));
    return (page && linksOf.get(page.module)) ?? '';
  };
}

/** A chunk's file and the files of everything it imports statically (they load before it runs). */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}
