import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@voltcart/contract';
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

/** A valid request body for each route whose handler checks the session itself: the test calls each without one. */
const CHECKED_IN_HANDLER: Record<string, unknown> = {
  [`POST ${apiPaths.cart.add}`]: { productId: '00000000-0000-4000-8000-000000000000' },
};

describe('routes whose handler checks the session itself', () => {
  const checkedInHandler = () => routes.filter(({ route }) => route.config?.access === 'user');

  it('say so in their declaration', () => {
    expect(checkedInHandler().length).toBeGreaterThan(0);
    for (const { method, url, route } of checkedInHandler())
      expect({ route: `${method} ${url}`, checked: route.config?.sessionCheckedInHandler }).toEqual({
        route: `${method} ${url}`,
        checked: true,
      });
  });

  it('answer 401 without a session, and with a session that is not one', async () => {
    for (const { method, url } of checkedInHandler()) {
      const name = `${method} ${url}`;
      expect(Object.keys(CHECKED_IN_HANDLER), `a valid body for ${name} in CHECKED_IN_HANDLER`).toContain(name);
      const payload = CHECKED_IN_HANDLER[name] as object;
      const signedOut = await shop.app.inject({ method: method as 'POST', url, payload });
      expect({ name, status: signedOut.statusCode }).toEqual({ name, status: 401 });
      const unknownSession = await shop.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect({ name, status: unknownSession.statusCode }).toEqual({ name, status: 401 });
    }
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
