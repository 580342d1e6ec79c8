import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type KyselyConfig, type LogEvent } from 'kysely';
import type pg from 'pg';
import type { Executor } from './executor';
import { prepareKeptStatements } from './prepared-statements';
import type { Database } from './schema';
import { SplitSqliteDialect } from './sqlite-driver';

export type Engine = 'sqlite' | 'postgres';

/** The SQLite database's file in DATA_DIR. */
export const SQLITE_FILE = 'voltcart.sqlite';

/** node-postgres, loaded only by a shop on PostgreSQL (a SQLite shop keeps its memory). */
function loadPg(): typeof pg {
  const loaded = createRequire(import.meta.url)('pg') as typeof pg;
  // bigint columns (money in paise, counts) come back as numbers; values stay far below 2^53.
  loaded.types.setTypeParser(loaded.types.builtins.INT8, (text) => Number(text));
  loaded.types.setTypeParser(loaded.types.builtins.NUMERIC, (text) => Number(text));
  return loaded;
}

type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests give each suite its own). */
  schema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL pool size, timeouts and prepared statements (DATABASE_POOL_SIZE, DATABASE_*_TIMEOUT_MS, DATABASE_PREPARED_STATEMENTS). */
  pool?: Partial<PoolSettings>;
  /** Where a connection's failure is reported; it never ends the process. */
  onConnectionError?: (error: Error) => void;
  /** Told of every statement's duration and whether it failed (the metrics). */
  onStatement?: (ms: number, failed: boolean) => void;
};

export type PoolSettings = {
  size: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** Hot queries as named prepared statements (off behind a pooler that cannot keep them, such as PgBouncer's transaction pooling). */
  preparedStatements: boolean;
};
/**
 * A request that finds the database refused, cut or black-holed answers 503 within 3 s: getting a connection (waiting
 * for the pool and connecting) takes at most connectTimeoutMs, a statement at most statementTimeoutMs on the server and
 * QUERY_GRACE_MS more on the client (a black hole never sends the server's cancel), and the request fails at its first
 * failed step: 1000 + 1500 + 250 ms. Raising either raises that bound (docs/operations.md).
 */
export const DEFAULT_POOL: PoolSettings = {
  size: 10,
  connectTimeoutMs: 1000,
  statementTimeoutMs: 1500,
  preparedStatements: true,
};

/** How long the client waits past the server's statement timeout for its answer (the cancel's error) before it gives up itself. */
export const QUERY_GRACE_MS = 250;

/** The opened database: close it with `db.destroy()` when the shop stops. */
export type OpenDatabase = { db: Kysely<Database>; engine: Engine };

/** A PostgreSQL database's pool and whether it may keep prepared statements, for a connection of the same settings kept outside it. */
export type PostgresPool = { pool: pg.Pool; preparedStatements: boolean };

/** The pools under the PostgreSQL databases opened here. */
const pools = new WeakMap<Kysely<Database>, PostgresPool>();

/** The pool of a database openDatabase opened on PostgreSQL (undefined for SQLite). */
export const postgresPoolOf = (db: Kysely<Database>): PostgresPool | undefined => pools.get(db);

export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const settings = { ...DEFAULT_POOL, ...options.pool };
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: settings.size,
      // A stalled network or server must fail calls in bounded time, never hang them.
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      query_timeout: settings.statementTimeoutMs + QUERY_GRACE_MS,
      keepAlive: true,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A dropped connection (restart, failover, pg_terminate_backend) is reported and replaced, never fatal:
    // the pool reports idle clients' failures, and each client gets a listener for failures between queries.
    const report = options.onConnectionError ?? (() => {});
    pool.on('error', report);
    pool.on('connect', (client) => {
      client.on('error', report);
      if (settings.preparedStatements) prepareKeptStatements(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: statementLog(options.onStatement) });
    pools.set(db, { pool, preparedStatements: settings.preparedStatements });
    return { db, engine: 'postgres' };
  }
  const file = options.sqliteFile ?? SQLITE_FILE;
  if (file === ':memory:') {
    // A memory database is private to its one connection: there is no second one to read on.
    return {
      db: new Kysely<Database>({
        dialect: new SplitSqliteDialect({ writer: withPragmas(new SqliteDatabase(file)) }),
        log: statementLog(options.onStatement),
      }),
      engine: 'sqlite',
    };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const filePath = path.join(options.dataDir, file);
  ownerOnly(filePath);
  // The writer first: it makes the file and turns WAL on, which the read-only reader needs to find.
  const writer = withPragmas(new SqliteDatabase(filePath));
  const reader = withPragmas(new SqliteDatabase(filePath, { readonly: true }));
  return {
    db: new Kysely<Database>({ dialect: new SplitSqliteDialect({ writer, reader }), log: statementLog(options.onStatement) }),
    engine: 'sqlite',
  };
}

/**
 * The database file, made (empty, which SQLite takes for a new database) or kept readable and writable by the shop's
 * user alone: it holds every account's email and password hash. SQLite gives its -wal and -shm files the database's
 * own mode when it makes them; those left by an earlier start are narrowed here too.
 */
function ownerOnly(filePath: string): void {
  closeSync(openSync(filePath, 'a', 0o600));
  for (const file of [filePath, `${filePath}-wal`, `${filePath}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

/**
 * Each connection's page cache, in KiB: half SQLite's own default. better-sqlite3 builds SQLite with 16 MB a
 * connection, which the writer and the reader each fill on a catalogue read at random (the bench's product pages: +18 MB
 * of resident memory for pages the kernel's file cache holds anyway; a page missed here costs one read from that
 * cache). Catalogue reads are answered from kept answers, so the pages cached here serve mostly the writes and the
 * answers being made: with 1,000 KiB (and MALLOC_ARENA_MAX=1) bench:api's SQLite peak went 149–150 → 139–146 MB in two
 * alternated pairs, the ratios within the runs' noise.
 */
const PAGE_CACHE_KIB = 1000;

function withPragmas(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  return sqlite;
}

/** Whether the database answers a trivial query within `timeoutMs` (health checks must not hang). */
export async function isDatabaseReachable(db: Executor, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Kysely's statement log as `onStatement` takes it; none without one. */
function statementLog(onStatement: DatabaseOptions['onStatement']): KyselyConfig['log'] {
  return onStatement ? (event: LogEvent) => onStatement(event.queryDurationMillis, event.level === 'error') : undefined;
}

/** ISO-8601 UTC text: sorts the same on both engines. */
export const nowIso = () => new Date().toISOString();
