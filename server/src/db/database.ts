import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Executor } from './executor';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

// bigint columns (money in paise, counts) come back as numbers; values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (text) => Number(text));

type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests give each suite its own). */
  schema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
};

/** The opened database: close it with `db.destroy()` when the shop stops. */
export type OpenDatabase = { db: Kysely<Database>; engine: Engine };

export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  const file = options.sqliteFile ?? 'voltcart.sqlite';
  if (file !== ':memory:') mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(file === ':memory:' ? file : path.join(options.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), engine: 'sqlite' };
}

export async function isDatabaseReachable(db: Executor): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** ISO-8601 UTC text: sorts the same on both engines. */
export const nowIso = () => new Date().toISOString();
