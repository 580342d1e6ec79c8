import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, signInAdmin } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

let shop: TestApp;
const OWN = 'http://shop.test';
const PARTNER = 'http://localhost:5173';

beforeAll(async () => {
  shop = await createTestApp({ CORS_ORIGINS: PARTNER });
});
afterAll(() => shop.close());

const subscribe = (headers: Record<string, string>) =>
  shop.app.inject({ method: 'POST', url: apiPaths.newsletter.subscribe, headers, payload: { email: 'reader@example.com' } });

describe('cross-site writes', () => {
  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a sibling subdomain (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site', origin: 'http://blog.shop.test' }],
    ['an unknown Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['a sandboxed page (Origin null)', { origin: 'null' }],
  ])('refuses a write from %s with 403 and the envelope', async (_from, headers) => {
    const answer = await subscribe(headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      success: false,
      error: true,
      message: 'This request came from another site and was refused',
    });
  });

  it.each([
    ['the shop itself', { 'sec-fetch-site': 'same-origin', origin: OWN }],
    ['the shop by Origin alone', { origin: OWN }],
    ['an allow-listed storefront', { 'sec-fetch-site': 'same-site', origin: PARTNER }],
    ['a typed address (Sec-Fetch-Site none)', { 'sec-fetch-site': 'none' }],
    ['a script with neither header', {}],
  ])('lets a write from %s through', async (_from, headers) => {
    expect((await subscribe(headers)).statusCode).toBe(200);
  });

  it('lets a bearer-token call through from anywhere', async () => {
    const admin = await signInAdmin(shop);
    const answer = await shop.app.inject({
      method: 'DELETE',
      url: apiPaths.catalog.deleteProduct('0190a0a0-0000-7000-8000-000000000000'),
      headers: { authorization: `Bearer ${admin.token}`, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('exempts the PhonePe webhook, which checks its own signature', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: apiPaths.payment.webhook,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: {},
    });
    expect(answer.statusCode).not.toBe(403);
  });

  it('signs out with GET only from the shop itself, never with HEAD', async () => {
    const shopper = await registerShopper(shop);
    const checkAuth = () => shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers: shopper.headers });
    const fromImage = await shop.app.inject({
      method: 'GET',
      url: apiPaths.auth.logout,
      headers: { ...shopper.headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(fromImage.statusCode).toBe(403);
    const head = await shop.app.inject({ method: 'HEAD', url: apiPaths.auth.logout, headers: shopper.headers });
    expect(head.statusCode).toBe(405);
    expect((await checkAuth()).statusCode).toBe(200);
    const own = await shop.app.inject({
      method: 'GET',
      url: apiPaths.auth.logout,
      headers: { ...shopper.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect((await checkAuth()).statusCode).toBe(401);
  });
});

describe('CORS for the listed storefront only', () => {
  const preflight = (origin: string) =>
    shop.app.inject({
      method: 'OPTIONS',
      url: apiPaths.cart.add,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('allows the listed origin with credentials', async () => {
    const answer = await preflight(PARTNER);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
  });

  it.each(['https://evil.example', 'null'])('never reflects %s', async (origin) => {
    const answer = await preflight(origin);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
