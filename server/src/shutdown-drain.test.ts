import { apiPaths } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitForOutput } from '../test/processes/child-process';
import { halfSentRegistration } from '../test/processes/half-sent-registration';
import { createScratchDatabase, type ScratchDatabase } from '../test/processes/scratch-database';
import { startShop, type RunningShop } from '../test/processes/start-shop';
import { testEngine } from '../test/test-app';

// After SIGTERM a load balancer must see the process not ready at once, while it still serves for
// SHUTDOWN_DRAIN_SECONDS and the request in flight finishes.

let shop: RunningShop;
let dataDir: string;
let database: ScratchDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-drain-'));
  if (testEngine === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'drain');
  shop = await startShop({
    dataDir,
    databaseUrl: database?.url,
    seedDemo: false,
    extraEnv: { LOG_LEVEL: 'info', RATE_LIMITS: 'off', SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '20' },
  });
});
afterAll(async () => {
  await shop.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers not ready at once after SIGTERM, keeps serving while it drains, finishes the request in flight and exits', async () => {
  const registration = halfSentRegistration(shop.url, {
    username: 'Draining Shopper',
    email: 'drain@example.com',
    password: 'a fine passphrase',
  });
  await waitForOutput(shop.child, /"url":"\/api\/auth\/register"/, 'the shop');
  expect((await fetch(`${shop.url}${apiPaths.health}`)).status).toBe(200);
  const exited = new Promise<number | null>((resolve) => shop.child.process.once('exit', (code) => resolve(code)));
  shop.child.process.kill('SIGTERM');
  await waitForOutput(shop.child, /SIGTERM received, closing/, 'the shop');

  const ready = await fetch(`${shop.url}${apiPaths.health}`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ success: false, message: 'This process is shutting down' });
  // Draining, not closed: a shopper still sent here is answered.
  expect((await fetch(`${shop.url}${apiPaths.catalog.categories}`)).status).toBe(200);

  registration.finish();
  const finished = await registration.answer;
  expect(finished.status, finished.body).toBe(201);
  expect(await exited).toBe(0);
});
