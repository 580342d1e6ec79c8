import { isWebAppPage, webAppPagePatterns } from '@voltcart/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every full path pattern the router serves (the catch-all `*` aside). */
function patternsOf(branch: RouteObject[], parent = ''): string[] {
  return branch.flatMap((route) => {
    if (route.path === '*') return [];
    const full =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined || route.index ? [full || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], full)];
  });
}

describe('the router and the server agree on which addresses are pages', () => {
  it('every page of the router is one the server serves with 200 (the rest answer 404)', () => {
    const served = patternsOf(routes);
    expect(served.length).toBeGreaterThan(20);
    for (const pattern of served) expect(isWebAppPage(pattern.replace(/:\w+/g, 'x')), pattern).toBe(true);
  });

  it('the server knows no page the router lacks', () => {
    const served = new Set(patternsOf(routes));
    const missing = webAppPagePatterns.filter((pattern) => !served.has(pattern));
    expect(missing).toEqual([]);
  });
});
