import { sql } from 'kysely';
import type { Executor } from '../executor';

/**
 * The catalogue's versions (migration 0015's and 0016's triggers): `version` moves with every committed write to
 * products, their images or categories but stock-only updates, `stockVersion` with those, `commentsVersion` with
 * every write to comments (and a change of an author's name or picture); `token` tells databases apart.
 */
export type CatalogVersion = { token: string; version: number; stockVersion: number; commentsVersion: number };

export type CatalogVersionRow = { token: string; version: number | string; stock_version: number | string; comments_version: number | string };

/** The one primary-key read of the versions (catalog-version-reader.ts prepares it once on SQLite). */
export const CATALOG_VERSION_QUERY = 'select token, version, stock_version, comments_version from catalog_version where id = 1';

export const toCatalogVersion = (row: CatalogVersionRow): CatalogVersion => ({
  token: row.token,
  version: Number(row.version),
  stockVersion: Number(row.stock_version),
  commentsVersion: Number(row.comments_version),
});

/** The catalogue's versions: one primary-key read. */
export async function catalogVersion(db: Executor): Promise<CatalogVersion> {
  const { rows } = await sql.raw<CatalogVersionRow>(CATALOG_VERSION_QUERY).execute(db);
  if (!rows[0]) throw new Error('catalog_version is empty: run the migrations');
  return toCatalogVersion(rows[0]);
}
