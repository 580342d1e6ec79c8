import { apiPaths } from '@voltcart/contract';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POOL } from './db/engine/database';
import { createScratchDatabase, throughPort, type ScratchDatabase } from '../test/processes/scratch-database';
import { startShop, type RunningShop } from '../test/processes/start-shop';
import { startTcpProxy, type TcpProxy } from '../test/processes/tcp-proxy';

// A real shop on PostgreSQL with its default pool timeouts, behind a TCP proxy that refuses, cuts or black-holes the
// database: every call and every page answers 503 with Retry-After before the client's deadline, pages as the small
// "We'll be right back" page, and the shop serves again by itself once the database is back.

/**
 * The client's deadline for each answer during an outage: the 3 s the shop promises (its pool's timeouts add up to
 * 2.75 s, db/engine/database.ts) and 1 s for a shared 2-core test machine to schedule the processes. It is not a speed
 * test: an answer either arrives before the deadline or the request is aborted and the test fails, where without the
 * bound it waited 15 s (the old statement timeout) or for ever.
 */
const ANSWER_DEADLINE_MS = 3000 + 1000;

const baseUrl = process.env.TEST_DATABASE_URL!;
let database: ScratchDatabase;
let proxy: TcpProxy;
let shop: RunningShop;
let dataDir: string;

beforeAll(async () => {
  database = await createScratchDatabase(baseUrl, 'failfast');
  proxy = await startTcpProxy({ host: new URL(baseUrl).hostname, port: Number(new URL(baseUrl).port || 5432) });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-fail-fast-'));
  // A built web app's entry page is all the pages need here (its stylesheet link is what the outage page keeps).
  const webDist = path.join(dataDir, 'web-dist');
  mkdirSync(webDist);
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><link rel="icon" href="/favicon.svg" /><title>Voltcart</title>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-test.css"></head><body><div id="root"></div></body></html>',
  );
  shop = await startShop({
    dataDir,
    databaseUrl: throughPort(database.url, proxy.port),
    seedDemo: false,
    // The shop's own defaults (startShop gives test processes longer ones).
    extraEnv: {
      WEB_DIST_DIR: webDist,
      DATABASE_CONNECT_TIMEOUT_MS: String(DEFAULT_POOL.connectTimeoutMs),
      DATABASE_STATEMENT_TIMEOUT_MS: String(DEFAULT_POOL.statementTimeoutMs),
    },
  });
});
afterAll(async () => {
  await shop?.stop();
  await proxy?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string) => fetch(`${shop.url}${url}`, { signal: AbortSignal.timeout(ANSWER_DEADLINE_MS) });

// Calls this test has not made while the database was there: none has a kept answer to send instead.
const CALLS = [
  apiPaths.catalog.totalProducts,
  apiPaths.catalog.byCategory('Mobiles'),
  `${apiPaths.catalog.search}?q=phone`,
  apiPaths.health,
];
// Pages whose head the server writes from the catalogue (a product's id well-formed: a malformed one is the 404 page).
const PAGES = ['/', `/product/${randomUUID()}`, '/category/Mobiles', '/search?q=phone'];

async function expectEveryCallUnavailable() {
  // All at once, as shoppers would: the pool's queue is bounded by the same timeout as a connection.
  const answers = await Promise.all([...CALLS, ...PAGES].map((url) => call(url)));
  for (const [index, answer] of answers.entries()) {
    const url = [...CALLS, ...PAGES][index]!;
    expect(answer.status, url).toBe(503);
    expect(String(answer.headers.get('retry-after')), url).toMatch(/^\d+$/);
    if (PAGES.includes(url)) {
      expect(String(answer.headers.get('content-type')), url).toMatch(/^text\/html/);
      const html = await answer.text();
      expect(html).toContain('<h1 class="text-xl font-semibold text-slate-900">We\'ll be right back</h1>');
      expect(html).toContain(`<a href="${url}"`);
      expect(html).toContain('href="/assets/index-test.css"');
    } else {
      expect(await answer.json()).toMatchObject({ success: false, error: true, data: null });
    }
  }
}

/** Calls until the shop serves again (it must, without a restart). */
async function servesAgain(): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const [count, page] = await Promise.all([call(apiPaths.catalog.totalProducts), call('/')]);
    if (count.status === 200 && page.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop did not serve again after the database came back');
}

describe.each([
  ['refused (nothing listens)', () => proxy.refuse()],
  ['cut (connections dropped)', async () => proxy.cut()],
  ['black-holed (no bytes either way)', async () => proxy.stall()],
])('with the database %s', (_name, outage) => {
  it('answers every call and page 503 with Retry-After in time, and serves again when it returns', async () => {
    await servesAgain();
    await outage();
    try {
      await expectEveryCallUnavailable();
      // Still away: the second round finds the pool's connections already failed or waiting, and is bounded the same.
      await expectEveryCallUnavailable();
    } finally {
      await proxy.restore();
    }
    await servesAgain();
    expect((await call('/')).headers.get('content-type')).toMatch(/^text\/html/);
    expect(shop.child.process.exitCode).toBeNull();
  });
});
