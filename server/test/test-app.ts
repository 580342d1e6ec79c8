import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Engine, type OpenDatabase } from '../src/db/engine/database';
import { seedCategories } from '../src/db/seed/categories';
import { migrateToLatest } from '../src/db/engine/migrate';
import { createTestSchema, dropTestSchema, whileNoSchemaIsDropped } from './postgres-schema';

export type TestApp = {
  app: FastifyInstance;
  db: OpenDatabase['db'];
  engine: Engine;
  config: Config;
  close: () => Promise<void>;
};

/** The engine this run of the suite uses (vitest projects `server-sqlite` and `server-postgres`). */
export const testEngine = (process.env.TEST_ENGINE ?? 'sqlite') as Engine;

/**
 * A fresh shop for one test file: its own DATA_DIR and database (a SQLite file, or a PostgreSQL schema of
 * its own in TEST_DATABASE_URL), migrated, with the twelve categories and the demo seed off, as `main.ts` starts it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  adjust: (config: Config) => Config = (config) => config,
  /** Pino options (e.g. a `stream` that keeps the lines), for a test that reads what the shop logs. */
  /** `onRoute`: told of every route as it is declared (the route table's test). */
  { logger = false, onRoute }: { logger?: false | object; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-test-'));
  // `adjust`: a setting production alone would give (admins' two-factor required), without all that production asks at start.
  const config = adjust(
    loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      ADMIN_EMAIL: 'admin@test.local',
      ADMIN_PASSWORD: 'admin-password',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://shop.test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // Suites register many shoppers from one address; the limits have a suite of their own.
      RATE_LIMITS: 'off',
      // The suites share a loaded machine: the outage bound of the defaults has tests of its own (fail-fast.postgres.test.ts).
      DATABASE_CONNECT_TIMEOUT_MS: '5000',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      ...env,
    }),
  );

  let schema: string | undefined;
  const databaseUrl = testEngine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (testEngine === 'postgres') {
    if (!databaseUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    schema = await createTestSchema(databaseUrl, 't');
  }

  const { db, engine } = openDatabase({ dataDir, databaseUrl, pool: config.databasePool, ...(schema ? { schema } : {}) });
  await whileNoSchemaIsDropped(databaseUrl, () => migrateToLatest(db));
  await seedCategories(db);
  const app = await buildApp({ config, db, engine, logger, onRoute });
  await app.ready();

  return {
    app,
    db,
    engine,
    config,
    async close() {
      try {
        await app.close();
        await db.destroy();
      } finally {
        // Even when a test ended the pool itself: no suite leaves its schema behind.
        if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A real PNG of the given size, for upload tests. */
export function pngBytes(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 220 } } })
    .png()
    .toBuffer();
}
