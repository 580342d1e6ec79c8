import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { startMailboxServer } from './e2e/support/smtp-mailbox-server';

// The storefront journeys run against the real, built shop on a fresh database in a throwaway data directory.
// Workers inherit the main process's environment, so they all see the one directory made here.
const port = Number(process.env.E2E_PORT ?? 5199);
const baseURL = `http://localhost:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'voltcart-e2e-'));
// The seed of every random pick of test data (e2e/support/seed.ts): set E2E_SEED to replay a run's picks.
// Drawn here once; workers inherit it, so only the runner (no TEST_WORKER_INDEX) announces it.
process.env.E2E_SEED ??= String(randomInt(2 ** 31));
if (process.env.TEST_WORKER_INDEX === undefined)
  console.log(`E2E_SEED=${process.env.E2E_SEED} (set E2E_SEED to replay this run's product picks)`);

// The shop's mail goes to a test SMTP server on E2E_PORT + 1000, which saves each message as an .eml file in
// ${E2E_DATA_DIR}/mailbox (e2e/support/mailbox.ts reads them). Only the runner starts it (workers load this
// file too); e2e/global-teardown.ts closes it.
process.env.E2E_SMTP_PORT ??= String(port + 1000);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
if (process.env.TEST_WORKER_INDEX === undefined && !(globalThis as { e2eMailbox?: unknown }).e2eMailbox) {
  (globalThis as { e2eMailbox?: unknown }).e2eMailbox = await startMailboxServer(
    smtpPort,
    path.join(process.env.E2E_DATA_DIR, 'mailbox'),
  );
}

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  // No retries anywhere: a test that passes only on its second try is a bug to fix, not noise to hide.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shop's CSS cuts transitions to nothing under reduced motion, so axe never reads a colour halfway
    // through one (a Pay button fading from its disabled shade once the address arrives).
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // The 360 px phone check runs once, in the mobile project.
    { name: 'desktop', testIgnore: /phone-width/, use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } } },
  ],
  webServer: {
    command: 'npm run start -w server',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start migrates the database and draws the demo catalogue's images.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'sandbox',
      // The journeys register dozens of shoppers from one address within minutes; the limits have server tests.
      RATE_LIMITS: 'off',
      // Welcome and reset mails go to the run's test SMTP server (the sender delivers every 2 s).
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Optional: serve a copy of the build, so a rebuild of web/dist during the run cannot pull pages away.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
