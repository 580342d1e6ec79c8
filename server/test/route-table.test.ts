import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allApiRoutes, apiPaths, successStatusOf as successStatusOfEntry, type ApiRoute } from '@voltcart/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuard } from '../src/features/auth';
import { createTestApp, type TestApp } from './test-app';

// Every route states who may call it where it is declared: a guard preHandler (features/auth/guards.ts), or an
// explicit `config.access` (lib/route-access.ts). Every /api route also answers through a response schema for its
// success status, unless it says its answer is not the JSON envelope (`config.unenvelopedAnswer`).

type Declared = { method: string; url: string; route: RouteOptions };

const routes: Declared[] = [];
let shop: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app, so that its static files' routes are declared too; the sandbox provider (the default) declares its pay page.
  webDist = mkdtempSync(path.join(os.tmpdir(), 'voltcart-route-table-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Voltcart</title><div id="root"></div>');
  shop = await createTestApp({ WEB_DIST_DIR: webDist, PAYMENT_PROVIDER: 'sandbox' }, undefined, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, route });
    },
  });
});

afterAll(async () => {
  await shop?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const preHandlersOf = (route: RouteOptions): unknown[] => (route.preHandler === undefined ? [] : [route.preHandler].flat());

/** Who the route says may call it: its guards' names, or its access marker; undefined when it says nothing. */
function statedAccess(route: RouteOptions): string | undefined {
  const guards = preHandlersOf(route).filter(isGuard);
  if (guards.length > 0) return guards.map((guard) => (guard as { name: string }).name).join(', ');
  return route.config?.access;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
const successStatusOf = (route: RouteOptions) =>
  Object.keys((route.schema?.response ?? {}) as Record<string, unknown>).find((status) => /^2\d\d$/.test(status));

describe('the route table', () => {
  it('declares the routes this test checks (API, sandbox pay page, uploads, web app, SEO)', () => {
    const urls = routes.map(({ url }) => url);
    expect(urls).toEqual(expect.arrayContaining([apiPaths.health, apiPaths.cart.add, apiPaths.docs, '/robots.txt']));
    expect(urls.some((url) => url.startsWith('/uploads'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/sandbox') || url.includes('sandbox'))).toBe(true);
    expect(routes.filter(({ url }) => isApi(url)).length).toBeGreaterThan(50);
  });

  it('has every /api route state its guard or an explicit access marker', () => {
    const unstated = routes.filter(({ url, route }) => isApi(url) && statedAccess(route) === undefined);
    expect(unstated.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('has no route state both a guard and a public marker', () => {
    const both = routes.filter(({ route }) => preHandlersOf(route).some(isGuard) && route.config?.access !== undefined);
    expect(both.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('has every /api route answer through a response schema for its success status', () => {
    const unschemed = routes.filter(
      ({ url, route }) => isApi(url) && successStatusOf(route) === undefined && !route.config?.unenvelopedAnswer,
    );
    expect(unschemed.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('marks every route outside /api (pages, assets, uploads, the sandbox pay page, SEO) public', () => {
    const unmarked = routes.filter(({ url, route }) => !isApi(url) && route.config?.access !== 'public');
    expect(unmarked.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });
});

/** The table entry a route was registered from (lib/contract-routes.ts names it in `config.contractRoute`). */
const entryOf = (route: RouteOptions): ApiRoute | undefined =>
  allApiRoutes().find((entry) => entry.call.key === route.config?.contractRoute);

/** Fastify answers HEAD for every GET route (a route of its own): it comes from the GET's entry. */
const methodOfEntry = (method: string) => (method === 'HEAD' ? 'GET' : method);

describe('the route table of the contract', () => {
  it("is where every /api route comes from: its method, path and schemas are the entry's", () => {
    const notFromTable = routes.filter(({ method, url, route }) => {
      if (!isApi(url)) return false;
      const entry = entryOf(route);
      if (!entry || entry.call.method !== methodOfEntry(method) || entry.call.path !== url) return true;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const parsedBody = entry.bodyKind === undefined || entry.bodyKind === 'json';
      return (
        schema.params !== entry.params ||
        schema.querystring !== entry.query ||
        schema.body !== (parsedBody ? entry.body : undefined) ||
        (!entry.unenveloped && response[successStatusOfEntry(entry)] !== Object.values(entry.response)[0])
      );
    });
    expect(notFromTable.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('has every entry registered, under its method and path', () => {
    const registered = new Set(routes.map(({ method, route }) => `${method} ${String(route.config?.contractRoute)}`));
    const missing = allApiRoutes().filter((entry) => !registered.has(`${entry.call.method} ${entry.call.key}`));
    expect(missing.map((entry) => `${entry.call.key} (${entry.call.method} ${entry.call.path})`)).toEqual([]);
  });

  it('declares every failure an entry states, with the error envelope that carries its code', () => {
    const undeclared = routes.filter(({ url, route }) => {
      const entry = isApi(url) ? entryOf(route) : undefined;
      if (!entry || entry.unenveloped) return false;
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      return entry.errors.some((status) => response[status] === undefined);
    });
    expect(undeclared.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });
});

describe('the route table check', () => {
  it('refuses an /api route declared without a guard or marker, and takes one with either', () => {
    const bare = { method: 'GET', url: '/api/new-thing', handler: async () => null } as RouteOptions;
    expect(statedAccess(bare)).toBeUndefined();
    const guarded = routes.find(({ route }) => preHandlersOf(route).some(isGuard))!;
    expect(statedAccess({ ...bare, preHandler: guarded.route.preHandler })).toBeDefined();
    expect(statedAccess({ ...bare, config: { access: 'public' } })).toBe('public');
    // A preHandler of its own is no guard statement.
    expect(statedAccess({ ...bare, preHandler: async () => undefined })).toBeUndefined();
  });
});
