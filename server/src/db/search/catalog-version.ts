import { sql } from 'kysely';
import type { Executor } from '../executor';

export type CatalogVersion = { token: string; version: number };

/**
 * The catalogue's version: one row that every committed write to products, their images or categories bumps
 * (triggers of migration 0015), and the database's random token. One primary-key read.
 */
export async function catalogVersion(db: Executor): Promise<CatalogVersion> {
  const { rows } = await sql<{ token: string; version: number | string }>`select token, version from catalog_version where id = 1`.execute(db);
  if (!rows[0]) throw new Error('catalog_version is empty: run the migrations');
  return { token: rows[0].token, version: Number(rows[0].version) };
}
