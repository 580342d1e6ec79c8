import { describe, expect, it } from 'vitest';
import { apiPaths, apiRoutePatterns, fillRoutePattern, isWebAppPage, pagePaths } from './paths';

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

describe('page paths', () => {
  it('builds the addresses the sitemap and canonical links name', () => {
    expect(pagePaths.category(['Mouse', 'TV'])).toBe('/category/Mouse,TV');
    expect(pagePaths.category('Home & Kitchen')).toBe('/category/Home%20%26%20Kitchen');
    expect(pagePaths.product('a/b')).toBe('/product/a%2Fb');
    expect(pagePaths.search('sams & "x"')).toBe('/search?q=sams+%26+%22x%22');
  });

  it('knows the web app pages as its router matches them, and nothing else', () => {
    for (const page of [
      '/',
      '/login',
      '/Login/',
      '/category/Mobiles,TV',
      '/product/123',
      '/status/T1',
      '/admin/product',
      '/search',
    ]) {
      expect(isWebAppPage(page), page).toBe(true);
    }
    for (const page of ['/this/page/does-not-exist', '/product', '/product/1/2', '/categoryx', '/admin/other']) {
      expect(isWebAppPage(page), page).toBe(false);
    }
  });
});
