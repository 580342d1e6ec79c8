import SqliteDatabase from 'better-sqlite3';
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { postgresPoolOf } from '../engine/database';
import type { Database } from '../engine/schema';
import { catalogVersion, CATALOG_VERSION_QUERY, toCatalogVersion, type CatalogVersion } from './catalog-version';
import { postgresVersionReader } from './catalog-version-postgres';
import { coalesced, readOncePerTurn } from './coalesced-read';

/** CATALOG_VERSION_QUERY's columns, in its order. */
type VersionColumns = [token: string, version: number, stockVersion: number, commentsVersion: number];

/** Reads the catalogue's versions for requests that answer from a cache (one read per request at most). */
export type CatalogVersionReader = {
  /** The versions as of a read that started after this call: every write committed before it shows. */
  current: () => Promise<CatalogVersion>;
  close: () => void;
};

/**
 * PostgreSQL: the row's read on a connection of its own (catalog-version-postgres.ts), shared by the calls that
 * arrive in one turn of the event loop, so under load many requests cost one query. SQLite: a prepared statement on a read-only connection of its own (WAL:
 * each read sees every committed transaction), shared by the requests of one event-loop turn, that never queues
 * behind a transaction holding the shop's connection (a checkout); an in-memory database, which no second connection
 * can open, reads through Kysely.
 */
export function catalogVersionReader(db: Kysely<Database>): CatalogVersionReader {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const pool = postgresPoolOf(db);
    return pool ? postgresVersionReader(pool) : { current: coalesced(() => catalogVersion(db)), close: () => {} };
  }

  let statement: SqliteDatabase.Statement<[], VersionColumns> | undefined;
  let connection: SqliteDatabase.Database | undefined;
  let closed = false;
  let opening: Promise<void> | undefined;
  // Opened on the first request, not at start: the app is built before the migrations run.
  const open = () =>
    (opening ??= sql<{ file: string }>`select file from pragma_database_list where name = 'main'`
      .execute(db)
      .then(({ rows }) => {
        const file = rows[0]?.file;
        if (!file || closed) return;
        const opened = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
        try {
          opened.pragma('busy_timeout = 5000');
          // Rows as arrays: no object built per read.
          statement = opened.prepare<[], VersionColumns>(CATALOG_VERSION_QUERY).raw(true);
          connection = opened;
        } catch (error) {
          opened.close();
          throw error;
        }
      })
      .catch(() => {
        // Read through Kysely this time, and try again on the next request.
        opening = undefined;
      }));
  const viaKysely = coalesced(() => catalogVersion(db));
  const readRow = (): CatalogVersion => {
    if (!statement) throw new Error('the catalogue version reader is closed');
    const row = statement.get();
    if (!row) throw new Error('catalog_version is empty: run the migrations');
    const [token, version, stock_version, comments_version] = row;
    return toCatalogVersion({ token, version, stock_version, comments_version });
  };
  // The requests read in one poll phase share one read (a few microseconds each, but a cached answer costs little more).
  const readStatement = readOncePerTurn(readRow);
  const read = (): Promise<CatalogVersion> => (statement ? readStatement() : viaKysely());
  return {
    current: () => (statement ? read() : open().then(read)),
    close: () => {
      closed = true;
      statement = undefined;
      connection?.close();
    },
  };
}
