import type { FastifyInstance } from 'fastify';

type KnownRoute = { pattern: RegExp; methods: Set<string> };

/**
 * Remembers every route's path and methods, so a known path asked with the wrong method can answer 405 with
 * `Allow` instead of 404. Call before any route is added.
 */
export function trackRouteMethods(app: FastifyInstance): (pathname: string) => string[] | undefined {
  const routes = new Map<string, KnownRoute>();
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url.endsWith('/*')) return;
    const known = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method);
    routes.set(route.url, known);
  });
  return (pathname) => {
    for (const route of routes.values()) {
      if (route.pattern.test(pathname)) return [...route.methods].sort();
    }
    return undefined;
  };
}

/** `/api/product/getProductById/:id` → a regular expression matching one path segment per parameter. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
