import { apiPaths } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/processes/scratch-database';
import { startShop, type RunningShop } from '../test/processes/start-shop';
import { testEngine } from '../test/test-app';

// A shop whose log reader stops reading (the pipe fills) or goes away (writes fail with EPIPE) must still serve, and
// SIGTERM must still end it. Every request is logged at LOG_LEVEL=info: a thousand fill the 64 KiB pipe many times.

const SHUTDOWN_TIMEOUT_SECONDS = 3;
let shop: RunningShop | undefined;
let dataDir: string | undefined;
let database: ScratchDatabase | undefined;

afterEach(async () => {
  // A shop that did not exit is killed here, so a failure never leaves a process behind.
  shop?.child.process.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  shop = undefined;
  database = undefined;
});

async function startLoggingShop(): Promise<RunningShop> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-log-pipe-'));
  if (testEngine === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'logpipe');
  shop = await startShop({
    dataDir,
    databaseUrl: database?.url,
    seedDemo: false,
    extraEnv: { LOG_LEVEL: 'info', RATE_LIMITS: 'off', SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS) },
  });
  return shop;
}

/** A thousand requests, fifty at a time on kept-alive connections; resolves with how many answered 200. */
async function thousandRequests(url: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const one = () =>
    new Promise<number>((resolve) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      // A shop held by its log pipe never answers: the request gives up, and the count shows it.
      request.setTimeout(20_000, () => request.destroy());
      request.on('error', () => resolve(0));
    });
  const statuses = await Promise.all(Array.from({ length: 1000 }, one));
  agent.destroy();
  return statuses.filter((status) => status === 200).length;
}

/**
 * Resolves with the exit code once the process has exited. The bound below is SHUTDOWN_TIMEOUT_SECONDS plus the time a
 * loaded 2-core machine may take to deliver the signal and run the exit: it is the deadline the operator configures,
 * not a measure of speed; without it a process that never exits would hold the test until vitest's own timeout.
 */
function exitOf(running: RunningShop): Promise<number | string> {
  return new Promise((resolve) => {
    const bound = setTimeout(() => resolve('still running'), (SHUTDOWN_TIMEOUT_SECONDS + 10) * 1000);
    running.child.process.once('exit', (code, signal) => {
      clearTimeout(bound);
      resolve(code ?? String(signal));
    });
  });
}

describe('SIGTERM with a log reader that does not read', () => {
  it('serves a thousand requests while the reader is paused, then exits on SIGTERM', async () => {
    const running = await startLoggingShop();
    running.child.process.stdout!.pause();
    running.child.process.stderr!.pause();
    expect(await thousandRequests(`${running.url}${apiPaths.healthLive}`)).toBe(1000);
    const exited = exitOf(running);
    running.child.process.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('serves a thousand requests after the reader has gone (EPIPE), then exits on SIGTERM', async () => {
    const running = await startLoggingShop();
    running.child.process.stdout!.destroy();
    running.child.process.stderr!.destroy();
    expect(await thousandRequests(`${running.url}${apiPaths.healthLive}`)).toBe(1000);
    const exited = exitOf(running);
    running.child.process.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
