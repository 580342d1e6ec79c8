import net from 'node:net';
import { apiPaths } from '@voltcart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { canonicalUrl } from './canonical-url';

/** Every letter of a path written as its escape, as an attacker would to slip past a test of the path's text. */
const encodeLetters = (path: string, which: RegExp = /[a-z]/) =>
  path.replace(new RegExp(which.source, 'g'), (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);

describe('one spelling of a request path', () => {
  it.each([
    ['/api/auth/%6Cogout', '/api/auth/logout'],
    ['/%61pi/%61dmin%2Dlogin?next=%2F%61', '/api/admin-login?next=%2F%61'],
    ['/api/x%7Ey%5F%2E', '/api/x~y_.'],
    ['/api/auth/logout#x?y=1', '/api/auth/logout?x?y=1'],
    ['/api/a%2Fb%20c%25%36C', '/api/a%2Fb%20c%256C'],
    ['/api/plain?q=%61', '/api/plain?q=%61'],
    ['/api/bad%zz%4', '/api/bad%zz%4'],
  ])('reads %s as %s', (sent, seen) => {
    expect(canonicalUrl(sent)).toBe(seen);
  });
});

describe('a path with escaped letters', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const checkAuth = (headers: Record<string, string>) =>
    shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth, headers });

  it.each([
    ['one escaped letter', '/api/auth/%6Cogout'],
    ['every letter escaped', encodeLetters(apiPaths.auth.logout)],
  ])('signs nobody out from another site (%s), as the plain path does not', async (_spelling, url) => {
    const shopper = await registerShopper(shop);
    const crossSite = { ...shopper.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const plain = await shop.app.inject({ method: 'GET', url: apiPaths.auth.logout, headers: crossSite });
    const escaped = await shop.app.inject({ method: 'GET', url, headers: crossSite });
    expect(escaped.statusCode).toBe(403);
    expect(escaped.json()).toEqual(plain.json());
    expect((await checkAuth(shopper.headers)).statusCode).toBe(200);
    const head = await shop.app.inject({ method: 'HEAD', url, headers: shopper.headers });
    expect(head.statusCode).toBe(405);
    expect((await checkAuth(shopper.headers)).statusCode).toBe(200);
  });

  it('signs nobody out from another site with a fragment after the path, sent as a browser never would', async () => {
    // app.inject drops a fragment before the shop sees it; a raw request over a socket keeps it, and Node passes it on.
    const address = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const shopper = await registerShopper(shop);
    const answer = await rawRequest(new URL(address), `GET ${apiPaths.auth.logout}#x HTTP/1.1`, {
      cookie: shopper.headers.cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect((await checkAuth(shopper.headers)).statusCode).toBe(200);
  });

  it("answers with the API's headers, not a page's", async () => {
    const plain = await shop.app.inject({ method: 'GET', url: apiPaths.auth.checkAuth });
    const escaped = await shop.app.inject({ method: 'GET', url: `/%61pi/auth/check-auth` });
    expect(escaped.statusCode).toBe(401);
    for (const header of ['content-security-policy', 'cache-control', 'x-frame-options', 'x-content-type-options']) {
      expect(escaped.headers[header], header).toBe(plain.headers[header]);
    }
    expect(escaped.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers an unknown escaped API path with the JSON 404, and a known one asked wrongly with 405', async () => {
    const missing = await shop.app.inject({ method: 'GET', url: '/%61pi/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: true, message: 'No route GET /api/no-such-call' });
    const wrongMethod = await shop.app.inject({ method: 'DELETE', url: encodeLetters(apiPaths.auth.checkAuth, /[a-c]/) });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
  });
});

/** Sends one request line and headers as written, over a socket of its own; answers the raw reply. */
function rawRequest(address: URL, requestLine: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(address.port), address.hostname, () => {
      const lines = Object.entries({ host: address.host, connection: 'close', ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      );
      socket.write(`${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n`);
    });
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}
