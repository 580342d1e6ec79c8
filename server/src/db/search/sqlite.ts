import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../engine/executor';
import type { MatchOptions, TextMatches } from './text-matches';
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

/** Which of `words` begin a word of the index (one statement; a word that begins none can match only by a typo). */
async function indexedPrefixes(db: Executor, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const probes = words.map(
    (word, index) =>
      sql`exists (select 1 from product_search where product_search match ${`"${word}"*`}) as ${sql.ref(`w${index}`)}`,
  );
  const { rows } = await sql<Record<string, number>>`select ${sql.join(probes)}`.execute(db);
  return new Set(words.filter((_, index) => Number(rows[0]?.[`w${index}`]) === 1));
}

/**
 * FTS5 full-text match: every word as a prefix, or one of its one-typo neighbours that the index holds (not when
 * `exact`, nor for a category's word), or, for a word naming a category, that category's products (its column).
 */
export async function sqliteTextMatches(
  db: Executor,
  words: string[],
  options: MatchOptions,
): Promise<Omit<TextMatches, 'categoryIds'>> {
  const typoTolerant = !options.exact && words.some((word) => [...word].length >= TYPO_MIN_LENGTH);
  const terms = typoTolerant ? await indexedTerms(db) : new Set<string>();
  // A word naming a category is known as it is: no typo neighbours (as on PostgreSQL).
  const typoOptions = new Map(words.map((word) => [word, options.categoryWords.has(word) ? [] : neighbours(terms, word)]));
  const alternatives = words.map((word) => {
    const category = options.categoryWords.get(word);
    return [
      `"${word}"*`,
      ...typoOptions.get(word)!.map((term) => `"${term}"`),
      ...(category ? [`category : "${category.name.toLowerCase()}"`] : []),
    ];
  });
  // Words are letters and digits only (words.ts), so quoting them is all the escaping the syntax needs.
  const query = alternatives.map((options) => `(${options.join(' OR ')})`).join(' AND ');
  const table = (rank: RawBuilder<number>) => sql<{ product_id: string; rank: number }>`(
    select r.product_id as product_id, ${rank} as rank
    from product_search join product_search_rows r on r.id = product_search.rowid
    where product_search match ${query}
  )`;
  // Only a word with neighbours can have matched by a typo.
  const mayBeTypos = words.filter((word) => typoOptions.get(word)!.length > 0);
  const prefixes = await indexedPrefixes(db, mayBeTypos);
  return { ranked: table(RANK), unranked: table(sql`0`), typoWords: mayBeTypos.filter((word) => !prefixes.has(word)) };
}
