import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let shop: TestApp;
const script = `console.log(${JSON.stringify('voltcart '.repeat(300))});`;

beforeAll(async () => {
  // A stand-in for web/dist: an index page and one hashed bundle with its precompressed twin.
  const dist = path.join(os.tmpdir(), `voltcart-dist-${Date.now()}`);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Voltcart</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  shop = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => shop.close());

/** A GET as a browser that takes these encodings asks it. */
const getAccepting = (url: string, acceptEncoding: string) =>
  shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

it('serves the web app for client routes so deep links work', async () => {
  // (An unknown product or category answers 404 with the same page: features/seo/seo.routes.test.ts.)
  for (const url of ['/', '/category/Mobiles,TV', '/login', '/admin-login']) {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

it('sends a page gzipped to a browser that takes gzip, and as it is to one that does not', async () => {
  const plain = await shop.app.inject({ method: 'GET', url: '/category/Mobiles' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);
  const gzipped = await getAccepting('/category/Mobiles', 'gzip, deflate');
  expect(gzipped.statusCode).toBe(200);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers.vary).toContain('Accept-Encoding');
  expect(gzipped.rawPayload.length).toBeLessThan(plain.body.length / 2);
  expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
});

it('serves hashed bundles precompressed with a year of caching', async () => {
  const response = await getAccepting('/assets/index-abc123.js', 'br, gzip');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['cache-control']).toContain('immutable');
  expect(response.rawPayload.length).toBeLessThan(script.length / 5);
});

it('answers a missing image, bundle or API path with 404, not the web app', async () => {
  expect((await shop.app.inject({ method: 'GET', url: '/uploads/products/nope.webp' })).statusCode).toBe(404);
  expect((await shop.app.inject({ method: 'GET', url: '/assets/index-old999.js' })).statusCode).toBe(404);
  expect((await shop.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  const api = await shop.app.inject({ method: 'GET', url: '/api/unknown' });
  expect(api.statusCode).toBe(404);
  expect(api.json().success).toBe(false);
});
