import { findCategory } from '@voltcart/contract';
import { SqliteAdapter } from 'kysely';
import { type Executor } from '../engine/executor';
import { inTypoTolerantTransaction, postgresTextMatches } from './postgres';
import { sqliteTextMatches } from './sqlite';
import type { MatchOptions, TextMatches } from './text-matches';
import { searchWords } from './words';

export type { TextMatches };

/** The query words that name a category (its id, name or an alias), with it. */
function categoryWordsOf(words: string[]): MatchOptions['categoryWords'] {
  const named = new Map<string, { id: string; name: string }>();
  for (const word of words) {
    const category = findCategory(word);
    if (category) named.set(word, { id: category.id, name: category.name });
  }
  return named;
}

/**
 * The products matching what a shopper typed (name, brand, category, description; prefixes; one typo in words of
 * five letters or more unless `exact`; a category's products for a word naming it), on either engine; `null`
 * when the text holds no searchable word (it matches nothing).
 */
export async function textMatches(db: Executor, text: string, exact = false): Promise<TextMatches | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const options = { exact, categoryWords: categoryWordsOf(words) };
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const matches = await (isSqlite ? sqliteTextMatches(db, words, options) : postgresTextMatches(db, words, options));
  return { ...matches, categoryIds: [...new Set([...options.categoryWords.values()].map((category) => category.id))] };
}

/**
 * Runs a search's statements where textMatches' typo matching holds: as they are on SQLite, in a transaction
 * with pg_trgm's similarity threshold for one typo on PostgreSQL.
 */
export function inSearchSession<T>(db: Executor, work: (db: Executor) => Promise<T>): Promise<T> {
  return db.getExecutor().adapter instanceof SqliteAdapter ? work(db) : inTypoTolerantTransaction(db, work);
}
