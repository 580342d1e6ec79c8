import { apiPaths } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOutput } from '../test/processes/child-process';
import { halfSentRegistration } from '../test/processes/half-sent-registration';
import { createScratchDatabase, type ScratchDatabase } from '../test/processes/scratch-database';
import { startShop, type RunningShop } from '../test/processes/start-shop';
import { testEngine } from '../test/test-app';

let shop: RunningShop;
let dataDir: string;
let database: ScratchDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-shutdown-'));
  if (testEngine === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'shutdown');
  shop = await startShop({
    dataDir,
    databaseUrl: database?.url,
    seedDemo: false,
    extraEnv: { LOG_LEVEL: 'info', RATE_LIMITS: 'off' },
  });
});
afterAll(async () => {
  await shop.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('finishes the request in flight, then stops taking requests and exits cleanly', async () => {
    const registration = halfSentRegistration(shop.url, {
      username: 'Late Shopper',
      email: 'late@example.com',
      password: 'a fine passphrase',
    });
    // Half the form now; the rest after the signal has arrived.
    void waitForOutput(shop.child, /SIGTERM received, closing/, 'the shop').then(registration.finish);
    // The shop has the request (its access log names it) before the signal is sent.
    await waitForOutput(shop.child, /"url":"\/api\/auth\/register"/, 'the shop');
    const exited = new Promise<number | null>((resolve) => shop.child.process.once('exit', (code) => resolve(code)));
    shop.child.process.kill('SIGTERM');

    const finished = await registration.answer;
    expect(finished.status, finished.body).toBe(201);
    expect(JSON.parse(finished.body)).toMatchObject({ success: true, data: { email: 'late@example.com' } });
    expect(await exited).toBe(0);
    await expect(fetch(`${shop.url}${apiPaths.health}`)).rejects.toThrow();
  });
});
