import { apiPaths } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOutput, type Child } from '../../../test/processes/child-process';
import { createScratchDatabase, throughPort, type ScratchDatabase } from '../../../test/processes/scratch-database';
import { startShop, type RunningShop } from '../../../test/processes/start-shop';
import { startTcpProxy, type TcpProxy } from '../../../test/processes/tcp-proxy';

// A real shop process on PostgreSQL behind a TCP proxy that the test cuts, stalls and restores.

const baseUrl = process.env.TEST_DATABASE_URL!;
const TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '2000' };

let database: ScratchDatabase;
let proxy: TcpProxy;
let shop: RunningShop;
let dataDir: string;

beforeAll(async () => {
  database = await createScratchDatabase(baseUrl, 'faults');
  proxy = await startTcpProxy({ host: new URL(baseUrl).hostname, port: Number(new URL(baseUrl).port || 5432) });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-faults-'));
  shop = await startShop({ dataDir, databaseUrl: throughPort(database.url, proxy.port), seedDemo: false, extraEnv: TIMEOUTS });
});
afterAll(async () => {
  await shop?.stop();
  await proxy?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One call, bounded so that a hang fails the test instead of stalling the suite. */
const call = (url: string) => fetch(`${shop.url}${url}`, { signal: AbortSignal.timeout(20_000) });

/** Calls until the shop serves again (it must, without a restart), at most `attempts` times. */
async function servesAgain(attempts = 40): Promise<Response> {
  let last: Response | undefined;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    last = await call(apiPaths.catalog.totalProducts);
    if (last.status === 200) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last!;
}

async function expectUnavailable(url: string) {
  const answer = await call(url);
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  const body = await answer.json();
  expect(body).toMatchObject({ success: false, error: true, data: null });
  return body;
}

describe('PostgreSQL outages', () => {
  it('answers 503 while the database is cut off, names it in health, and serves again when it returns', async () => {
    expect((await call(apiPaths.catalog.totalProducts)).status).toBe(200);
    proxy.cut();
    await expectUnavailable(apiPaths.catalog.totalProducts);
    expect((await expectUnavailable(apiPaths.health)).message).toContain('PostgreSQL');
    await proxy.restore();
    expect((await servesAgain()).status).toBe(200);
    expect(shop.child.process.exitCode).toBeNull();
  });

  it('answers 503 within its timeouts while the network stalls, then serves again', async () => {
    proxy.stall();
    await expectUnavailable(apiPaths.catalog.totalProducts);
    await expectUnavailable(apiPaths.health);
    await proxy.restore();
    expect((await servesAgain()).status).toBe(200);
    expect(shop.child.process.exitCode).toBeNull();
  });

  it('survives its connections being terminated by the database', async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      database.name,
    ]);
    await admin.end();
    expect((await servesAgain()).status).toBe(200);
    expect(shop.child.process.exitCode).toBeNull();
  });
});

describe('a start while PostgreSQL is away', () => {
  it('waits with a line per attempt and starts when the database comes back', async () => {
    const lateProxy = await startTcpProxy({ host: new URL(baseUrl).hostname, port: Number(new URL(baseUrl).port || 5432) });
    lateProxy.cut();
    const lateDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-late-'));
    let started: (child: Child) => void = () => {};
    const child = new Promise<Child>((resolve) => (started = resolve));
    const starting = startShop(
      {
        dataDir: lateDir,
        databaseUrl: throughPort(database.url, lateProxy.port),
        seedDemo: false,
        extraEnv: { ...TIMEOUTS, DATABASE_WAIT_SECONDS: '60' },
      },
      started,
    );
    let late: RunningShop | undefined;
    try {
      // The database "comes back" once the shop has said it is waiting for it.
      await waitForOutput(await child, /waiting for the database \(PostgreSQL\): attempt 1 failed/, 'the late shop');
      lateProxy.restore();
      late = await starting;
      expect(late.child.output()).toMatch(/waiting for the database \(PostgreSQL\): attempt 1 failed/);
      expect((await fetch(`${late.url}${apiPaths.health}`)).status).toBe(200);
    } finally {
      await late?.stop();
      await lateProxy.close();
      rmSync(lateDir, { recursive: true, force: true });
    }
  });

  it('gives up after DATABASE_WAIT_SECONDS with one clear line', async () => {
    const deadProxy = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    deadProxy.cut();
    const deadDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-dead-'));
    try {
      await expect(
        startShop({
          dataDir: deadDir,
          databaseUrl: throughPort(database.url, deadProxy.port),
          seedDemo: false,
          extraEnv: { ...TIMEOUTS, DATABASE_WAIT_SECONDS: '2' },
        }),
      ).rejects.toThrow(/did not answer within 2 s; giving up/);
    } finally {
      await deadProxy.close();
      rmSync(deadDir, { recursive: true, force: true });
    }
  });
});
