import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Engine, type OpenDatabase } from '../../server/src/db/engine/database';
import { migrateToLatest } from '../../server/src/db/engine/migrate';

/**
 * A fresh, migrated, empty database for one benchmark run: a SQLite file in a new temp DATA_DIR, or a new schema
 * in `databaseUrl` (PostgreSQL). `shopDatabaseUrl` is what the shop's DATABASE_URL must be to use the same schema.
 */
export type BenchDatabase = {
  engine: Engine;
  dataDir: string;
  db: OpenDatabase['db'];
  shopDatabaseUrl: string | undefined;
  /**
   * PostgreSQL's ANALYZE once the catalogue is in: plans are then made with statistics, as in production, where
   * autovacuum gathers them (it is off on the bench's server). SQLite makes none unless asked, so is left as is.
   */
  gatherStatistics: () => Promise<void>;
  /** Closes the bench's own connection (before the shop starts on SQLite). */
  disconnect: () => Promise<void>;
  /** Drops the PostgreSQL schema and removes DATA_DIR. */
  remove: () => Promise<void>;
};

/** Brings a database's schema up to a build's latest migration (bench:ab migrates a revision's database with its own). */
export type Migrate = (db: OpenDatabase['db']) => Promise<void>;

export async function createBenchDatabase(
  databaseUrl: string | undefined,
  migrate: Migrate = migrateToLatest,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-bench-'));
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await runSql(databaseUrl, `create schema ${schema}`);
  }
  const { db, engine } = openDatabase({ dataDir, databaseUrl, ...(schema ? { schema } : {}) });
  await migrate(db);
  let connected = true;
  const disconnect = async () => {
    if (connected) await db.destroy();
    connected = false;
  };
  return {
    engine,
    dataDir,
    db,
    async gatherStatistics() {
      if (engine !== 'postgres') return;
      // This schema's tables only: a plain ANALYZE would go through every schema of the database.
      const { rows } = await sql<{
        name: string;
      }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
      if (rows.length > 0) await sql`analyze ${sql.join(rows.map((row) => sql.id(row.name)))}`.execute(db);
    },
    shopDatabaseUrl: databaseUrl && schema ? withSearchPath(databaseUrl, schema) : undefined,
    disconnect,
    async remove() {
      await disconnect();
      if (databaseUrl && schema) await runSql(databaseUrl, `drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same URL with `options=-c search_path=<schema>`, which node-postgres passes to the server at connect. */
function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function runSql(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
