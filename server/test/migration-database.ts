import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { createTestSchema, dropTestSchema, whileNoSchemaIsDropped } from './postgres-schema';
import { testEngine } from './test-app';

export type MigrationTestDatabase = {
  db: OpenDatabase['db'];
  /** Runs migrations of this database (migrateUpTo, migrateToLatest) safely beside other suites (postgres-schema.ts). */
  migrating: <T>(migrate: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * An empty database for a migration's test, not migrated: a SQLite file in a directory of its own, or a schema of its
 * own in TEST_DATABASE_URL on the `server-postgres` project.
 */
export async function openMigrationTestDatabase(): Promise<MigrationTestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-migration-'));
  const databaseUrl = testEngine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = databaseUrl ? await createTestSchema(databaseUrl, 'm') : undefined;
  const { db } = openDatabase({ dataDir, databaseUrl, ...(schema ? { schema } : {}) });
  return {
    db,
    migrating: (migrate) => whileNoSchemaIsDropped(databaseUrl, migrate),
    async close() {
      await db.destroy();
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
