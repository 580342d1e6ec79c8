import { sql } from 'kysely';
import type { Executor } from '../executor';
import { coalesced } from './coalesced-read';

/**
 * The catalogue's versions (migration 0015's and 0016's triggers): `version` moves with every committed write to
 * products, their images or categories but stock-only updates, `stockVersion` with those, `commentsVersion` with
 * every write to comments (and a change of an author's name or picture); `token` tells databases apart.
 */
export type CatalogVersion = { token: string; version: number; stockVersion: number; commentsVersion: number };

/** The catalogue's versions: one primary-key read. */
export async function catalogVersion(db: Executor): Promise<CatalogVersion> {
  const { rows } = await sql<{ token: string; version: number | string; stock_version: number | string; comments_version: number | string }>`
    select token, version, stock_version, comments_version from catalog_version where id = 1`.execute(db);
  if (!rows[0]) throw new Error('catalog_version is empty: run the migrations');
  return {
    token: rows[0].token,
    version: Number(rows[0].version),
    stockVersion: Number(rows[0].stock_version),
    commentsVersion: Number(rows[0].comments_version),
  };
}

const readers = new WeakMap<Executor, () => Promise<CatalogVersion>>();

/**
 * The versions as of a read that started after this call: what a cached answer is checked against. Under load,
 * calls share reads (coalesced-read.ts), so many requests cost one query, and each still sees every write that
 * committed before it arrived. Inside a transaction it is the plain read (its uncommitted writes are its own).
 */
export function currentCatalogVersion(db: Executor): Promise<CatalogVersion> {
  if (db.isTransaction) return catalogVersion(db);
  let read = readers.get(db);
  if (!read) {
    read = coalesced(() => catalogVersion(db));
    readers.set(db, read);
  }
  return read();
}
