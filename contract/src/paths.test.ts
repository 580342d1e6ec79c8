import { describe, expect, it } from 'vitest';
import { apiPaths, apiRoutePatterns, fillRoutePattern } from './paths';

describe('api paths', () => {
  it('fills a route pattern the server registers, encoding each parameter', () => {
    expect(apiPaths.catalog.productById('a/b')).toBe('/api/product/getProductById/a%2Fb');
    expect(apiPaths.orders.updateStatus('42')).toBe('/api/order/admin/42/status');
    expect(apiPaths.catalog.byCategory('TVs,refrigerators')).toBe('/api/getProductByCategory/categorywise/TVs%2Crefrigerators');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => fillRoutePattern(apiRoutePatterns.comments.list, {})).toThrow(/productId/);
  });
});
