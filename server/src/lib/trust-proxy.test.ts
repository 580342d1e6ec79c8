import { Writable } from 'node:stream';
import { apiPaths } from '@voltcart/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});

afterAll(async () => {
  await shop.close();
});

/** The shop on the test database with TRUST_PROXY as given, and the warnings it logs about proxies (not, say, a missing web build). */
async function shopLogging(trustProxy: string | undefined): Promise<{ app: FastifyInstance; warnings: () => string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const config = {
    ...shop.config,
    trustProxy: loadConfig({ DATA_DIR: shop.config.dataDir, TRUST_PROXY: trustProxy }).trustProxy,
  };
  const app = await buildApp({ config, db: shop.db, engine: shop.engine, logger: { level: 'warn', stream } });
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40 && /proxy/i.test(entry.msg))
      .map((entry) => entry.msg);
  return { app, warnings };
}

const health = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: apiPaths.health, headers });

describe('requests through a proxy the shop was not told to trust', () => {
  it.each<Record<string, string>>([
    { 'x-forwarded-for': '203.0.113.7' },
    { forwarded: 'for=203.0.113.7;proto=https' },
    { 'x-real-ip': '203.0.113.7' },
  ])('warn once per process that rate limits and lockouts see the proxy, and to set TRUST_PROXY (%o)', async (forwarding) => {
    const { app, warnings } = await shopLogging(undefined);
    try {
      expect((await health(app)).statusCode).toBe(200);
      expect(warnings()).toEqual([]);
      for (let request = 0; request < 3; request++) expect((await health(app, forwarding)).statusCode).toBe(200);
      await health(app, { 'x-forwarded-for': '198.51.100.9', forwarded: 'for=198.51.100.9', 'x-real-ip': '198.51.100.9' });
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]).toMatch(
        /through a proxy.*TRUST_PROXY is unset: rate limits and sign-in lockouts see the proxy's address.*set TRUST_PROXY/,
      );
    } finally {
      await app.close();
    }
  });

  it('say nothing once TRUST_PROXY names the proxy', async () => {
    for (const trustProxy of ['1', '10.0.0.0/8']) {
      const { app, warnings } = await shopLogging(trustProxy);
      try {
        for (let request = 0; request < 2; request++)
          await health(app, { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.7' });
        expect(warnings()).toEqual([]);
      } finally {
        await app.close();
      }
    }
  });
});
