import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/engine/database';
import { createTestSchema, dropTestSchema, whileNoSchemaIsDropped } from './postgres-schema';
import { testEngine } from './test-app';

export type EmptyTestDatabase = {
  db: OpenDatabase['db'];
  /** The test's own directory (the SQLite file's, or free for files such as uploads); removed by close. */
  dataDir: string;
  /** Runs migrations of this database (migrateUpTo, migrateToLatest) safely beside other suites (postgres-schema.ts). */
  migrating: <T>(migrate: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * An empty database, not migrated, for a test that migrates it itself (a migration's data changes, the demo seed):
 * a SQLite file in a directory of its own, or, with a PostgreSQL URL (by default TEST_DATABASE_URL on the
 * `server-postgres` project), a schema of its own named `${prefix}_…`.
 */
export async function openEmptyTestDatabase(
  databaseUrl = testEngine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
  prefix = 'm',
): Promise<EmptyTestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-empty-'));
  const schema = databaseUrl ? await createTestSchema(databaseUrl, prefix) : undefined;
  const { db } = openDatabase({ dataDir, databaseUrl, ...(schema ? { schema } : {}) });
  return {
    db,
    dataDir,
    migrating: (migrate) => whileNoSchemaIsDropped(databaseUrl, migrate),
    async close() {
      await db.destroy();
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's own empty database (openEmptyTestDatabase), opened before its tests and closed after them, for a
 * migration's test: `const database = emptyDatabaseForSuite();`, then `database.db` inside the tests.
 */
export function emptyDatabaseForSuite(): Pick<EmptyTestDatabase, 'db' | 'migrating'> {
  let database: EmptyTestDatabase | undefined;
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
  });
  afterAll(() => database?.close());
  const opened = () => {
    if (!database) throw new Error("the suite's database opens in beforeAll");
    return database;
  };
  return {
    get db() {
      return opened().db;
    },
    migrating: (migrate) => opened().migrating(migrate),
  };
}
