import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../engine/executor';
import type { TextMatches } from './text-matches';
import { oneEditAway, TYPO_MIN_LENGTH } from './words';

/** bm25 weights of name, brand, category and description: each column counts ten times the next. */
const RANK = sql<number>`-bm25(product_search, 1000.0, 100.0, 10.0, 1.0)`;

/** A process's copy of the index's words, and the index version it was read at. */
type Terms = { version: number; terms: Set<string> };
/** By database (the random token its migration wrote), for a process with several databases (the tests). */
const termsByDatabase = new Map<string, Terms>();

/**
 * The index's words, read again only when product_search_version says a write changed the index since (looking up
 * hundreds of one-typo candidates in fts5vocab costs more than the search itself).
 */
async function indexedTerms(db: Executor): Promise<Set<string>> {
  const { rows } = await sql<{
    token: string;
    version: number;
  }>`select token, version from product_search_version where id = 1`.execute(db);
  const key = rows[0]?.token ?? '';
  const version = Number(rows[0]?.version ?? 0);
  const cached = termsByDatabase.get(key);
  if (cached && cached.version === version) return cached.terms;
  const all = await sql<{ term: string }>`select term from product_search_terms`.execute(db);
  const terms = new Set(all.rows.map((row) => row.term));
  termsByDatabase.set(key, { version, terms });
  return terms;
}

/** Words of the index one typo away from `word`. */
function neighbours(terms: Set<string>, word: string): string[] {
  if ([...word].length < TYPO_MIN_LENGTH) return [];
  return oneEditAway(word).filter((candidate) => terms.has(candidate));
}

/** FTS5 full-text match: every word as a prefix, or one of its one-typo neighbours that the index holds. */
export async function sqliteTextMatches(db: Executor, words: string[]): Promise<TextMatches> {
  const terms = words.some((word) => [...word].length >= TYPO_MIN_LENGTH) ? await indexedTerms(db) : new Set<string>();
  const alternatives = words.map((word) => [`"${word}"*`, ...neighbours(terms, word).map((term) => `"${term}"`)]);
  // Words are letters and digits only (words.ts), so quoting them is all the escaping the syntax needs.
  const query = alternatives.map((options) => `(${options.join(' OR ')})`).join(' AND ');
  const table = (rank: RawBuilder<number>) => sql<{ product_id: string; rank: number }>`(
    select r.product_id as product_id, ${rank} as rank
    from product_search join product_search_rows r on r.id = product_search.rowid
    where product_search match ${query}
  )`;
  return { ranked: table(RANK), unranked: table(sql`0`) };
}
