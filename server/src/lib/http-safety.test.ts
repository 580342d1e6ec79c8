import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { postRawBody } from '../../test/raw-bodies';
import { registerShopper } from '../../test/shoppers';
import { createTestApp, pngBytes, type TestApp } from '../../test/test-app';

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('headers on every answer', () => {
  it('carries on API answers the headers an API needs: a policy that lets nothing load, no framing, no sniffing, a request id', async () => {
    for (const url of [apiPaths.health, apiPaths.catalog.products, '/api/nothing-here']) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
      // Only a document heeds these.
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(answer.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('carries on pages the policy the web app runs under: scripts only from the shop, never inline', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/orders/nothing-here' });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it("keeps no API answer in a cache unless it is the public catalogue's (a signed-in answer, an error, health)", async () => {
    const shopper = await registerShopper(shop);
    for (const url of [apiPaths.cart.view, apiPaths.orders.mine, apiPaths.health, '/api/nothing-here']) {
      const answer = await shop.app.inject({ method: 'GET', url, headers: shopper.headers });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const catalogue = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.categories });
    expect(catalogue.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(catalogue.headers.etag).toBeDefined();
  });

  it('asks browsers for https only when the shop is served over https', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: apiPaths.health });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secureShop = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
    try {
      const secure = await secureShop.app.inject({ method: 'GET', url: apiPaths.health });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secureShop.close();
    }
  });

  it('serves uploads as images only: attachment name and a sandboxing policy of their own', async () => {
    writeFileSync(path.join(shop.config.uploadsDir, 'picture.png'), await pngBytes());
    const answer = await shop.app.inject({ method: 'GET', url: '/uploads/picture.png' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('inline; filename="picture.png"');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(answer.headers['cache-control']).toContain('immutable');
  });
});

describe('requests the shop does not take', () => {
  it('answers a known path with the wrong method 405 naming the allowed ones', async () => {
    const answer = await shop.app.inject({ method: 'DELETE', url: apiPaths.catalog.products });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json()).toMatchObject({ success: false, error: true });
    const withParam = await shop.app.inject({ method: 'POST', url: apiPaths.catalog.productById('some-id') });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toContain('GET');
  });

  it('answers an unknown path 404 in the envelope', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, error: true });
  });

  it('refuses a text/plain body with 415', async () => {
    const answer = await postRawBody(shop, apiPaths.auth.login, 'text/plain', 'email=a@b.c');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ success: false, message: 'This content type is not supported here' });
  });

  it('refuses a multipart form with 415 at a call that takes JSON (only the calls that read forms parse them)', async () => {
    const form = multipartBody({ email: 'a@b.c', password: 'Secret-123' });
    const answer = await shop.app.inject({ method: 'POST', url: apiPaths.auth.login, ...form });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ success: false, message: 'This content type is not supported here' });
  });

  it('answers a path that is not valid URL encoding with 400 in the envelope', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/product/getProductById/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, error: true });
  });

  it('answers an over-long parameter in the envelope, not with a 5xx', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: apiPaths.catalog.productById('x'.repeat(500)) });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toMatchObject({ success: false, error: true });
  });
});

describe('a failure on our side', () => {
  it('answers 500 with the request id to quote and nothing of the cause', async () => {
    const broken = await createTestApp();
    await broken.db.destroy();
    const answer = await broken.app.inject({ method: 'GET', url: apiPaths.catalog.totalProducts });
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    const body = answer.json();
    expect(body).toMatchObject({ success: false, error: true, message: 'Something went wrong on our side. Please try again.' });
    expect(body.requestId).toBe(answer.headers['x-request-id']);
    expect(answer.body).not.toMatch(/sqlite|select|stack|destroy/i);
    await broken.close();
  });
});
