import { sql } from 'kysely';
import type { Executor } from '../executor';

/**
 * The catalogue's versions (migration 0015's triggers): `version` moves with every committed write to products,
 * their images or categories but stock-only updates, `stockVersion` with those; `token` tells databases apart.
 */
export type CatalogVersion = { token: string; version: number; stockVersion: number };

/** The catalogue's versions: one primary-key read. */
export async function catalogVersion(db: Executor): Promise<CatalogVersion> {
  const { rows } = await sql<{ token: string; version: number | string; stock_version: number | string }>`
    select token, version, stock_version from catalog_version where id = 1`.execute(db);
  if (!rows[0]) throw new Error('catalog_version is empty: run the migrations');
  return { token: rows[0].token, version: Number(rows[0].version), stockVersion: Number(rows[0].stock_version) };
}
