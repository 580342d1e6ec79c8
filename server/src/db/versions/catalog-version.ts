import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../engine/executor';
import { keepPrepared } from '../engine/prepared-statements';

/**
 * The catalogue's versions (migration 0015's and 0016's triggers): `version` moves with every committed write to
 * products, their images or categories but stock-only updates, `stockVersion` with those, `commentsVersion` with
 * every write to comments (and a change of an author's name or picture); `token` tells databases apart.
 */
export type CatalogVersion = { token: string; version: number; stockVersion: number; commentsVersion: number };

export type CatalogVersionRow = {
  token: string;
  version: number | string;
  stock_version: number | string;
  comments_version: number | string;
};

/** The one primary-key read of the versions (catalog-version-reader.ts prepares it once on SQLite). */
export const CATALOG_VERSION_QUERY = 'select token, version, stock_version, comments_version from catalog_version where id = 1';
// Read for nearly every catalogue request: PostgreSQL plans it once per connection (planning costs it ~8× running it).
keepPrepared(CATALOG_VERSION_QUERY);

export const toCatalogVersion = (row: CatalogVersionRow): CatalogVersion => ({
  token: row.token,
  version: Number(row.version),
  stockVersion: Number(row.stock_version),
  commentsVersion: Number(row.comments_version),
});

/**
 * The versions' columns, for a statement that reads them with the data they stamp: one statement reads one snapshot,
 * so the data are exactly as new as the versions (an answer made from them is never older than its stamp).
 */
export const CATALOG_VERSION_COLUMNS = [
  'catalog_version.token',
  'catalog_version.version',
  'catalog_version.stock_version',
  'catalog_version.comments_version',
] as const;

/** Joins the one version row: its key is written into the SQL, not bound (a queryByIdList's ids are its only parameters). */
export const IS_THE_VERSION_ROW: RawBuilder<boolean> = sql<boolean>`catalog_version.id = 1`;

/** The catalogue's versions: one primary-key read. */
export async function catalogVersion(db: Executor): Promise<CatalogVersion> {
  const { rows } = await sql.raw<CatalogVersionRow>(CATALOG_VERSION_QUERY).execute(db);
  if (!rows[0]) throw new Error('catalog_version is empty: run the migrations');
  return toCatalogVersion(rows[0]);
}
