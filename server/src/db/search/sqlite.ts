import { sql } from 'kysely';
import type { Executor } from '../executor';
import type { TextMatches } from './index';
import { oneEditAway, TYPO_MIN_LENGTH } from './words';

/** bm25 weights of name, brand, category and description: each column counts ten times the next. */
const RANK = sql.raw('-bm25(product_search, 1000.0, 100.0, 10.0, 1.0)');

/** Words of the index one typo away from `word` (fts5vocab looks each candidate up in the index's b-tree). */
async function indexedNeighbours(db: Executor, word: string): Promise<string[]> {
  if ([...word].length < TYPO_MIN_LENGTH) return [];
  const candidates = oneEditAway(word);
  const { rows } = await sql<{ term: string }>`
    select term from product_search_terms where term in (${sql.join(candidates)})`.execute(db);
  return rows.map((row) => row.term);
}

/** FTS5 full-text match: every word as a prefix, or one of its one-typo neighbours that the index holds. */
export async function sqliteTextMatches(db: Executor, words: string[]): Promise<TextMatches> {
  const alternatives = await Promise.all(
    words.map(async (word) => [`"${word}"*`, ...(await indexedNeighbours(db, word)).map((term) => `"${term}"`)]),
  );
  // Words are letters and digits only (words.ts), so quoting them is all the escaping the syntax needs.
  const query = alternatives.map((options) => `(${options.join(' OR ')})`).join(' AND ');
  return sql<{ product_id: string; rank: number }>`(
    select r.product_id as product_id, ${RANK} as rank
    from product_search join product_search_rows r on r.id = product_search.rowid
    where product_search match ${query}
  )`;
}
