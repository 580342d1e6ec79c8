import { SqliteAdapter } from 'kysely';
import { type Executor } from '../engine/executor';
import { inTypoTolerantTransaction, postgresTextMatches } from './postgres';
import { sqliteTextMatches } from './sqlite';
import type { TextMatches } from './text-matches';
import { searchWords } from './words';

export type { TextMatches };

/**
 * The products matching what a shopper typed (name, brand, category, description; prefixes; one typo in words of
 * five letters or more), on either engine; `null` when the text holds no searchable word (it matches nothing).
 */
export async function textMatches(db: Executor, text: string): Promise<TextMatches | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return isSqlite ? sqliteTextMatches(db, words) : postgresTextMatches(db, words);
}

/**
 * Runs a search's statements where textMatches' typo matching holds: as they are on SQLite, in a transaction
 * with pg_trgm's similarity threshold for one typo on PostgreSQL.
 */
export function inSearchSession<T>(db: Executor, work: (db: Executor) => Promise<T>): Promise<T> {
  return db.getExecutor().adapter instanceof SqliteAdapter ? work(db) : inTypoTolerantTransaction(db, work);
}
