import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths, apiRoutePatterns } from '@voltcart/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

it('reports the database as reachable', async () => {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.health });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ success: true, data: { status: 'ok', database: shop.engine } });
});

it("publishes an OpenAPI document naming the spec's calls", async () => {
  const response = await shop.app.inject({ method: 'GET', url: apiPaths.docs });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  // OpenAPI writes a route's `:id` as `{id}`.
  const openApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');
  expect(paths).toEqual(
    expect.arrayContaining([
      apiPaths.auth.login,
      openApiPath(apiRoutePatterns.catalog.productById),
      openApiPath(apiRoutePatterns.catalog.byCategory),
    ]),
  );
  expect(response.json().openapi).toMatch(/^3\./);
});

it('answers unknown API paths with the JSON 404 envelope', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ success: false, error: true });
});

it('stores a newsletter address once (unconfirmed), however often it is sent', async () => {
  for (let i = 0; i < 2; i += 1) {
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.newsletter.subscribe,
      payload: { email: 'Fan@Example.com' },
    });
    expect(response.statusCode).toBe(200);
  }
  const rows = await shop.db.selectFrom('newsletter_subscribers').selectAll().execute();
  expect(rows.map((row) => row.email)).toEqual(['fan@example.com']);
  const bad = await shop.app.inject({ method: 'POST', url: apiPaths.newsletter.subscribe, payload: { email: 'nope' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('email');
});
