import { sql, type RawBuilder } from 'kysely';
import { inTransaction, type Executor } from '../engine/executor';
import type { MatchOptions, TextMatches } from './text-matches';
import { TYPO_MIN_LENGTH } from './words';

/** ts_rank weights of D (description), C (category), B (brand) and A (name): each ten times the one before. */
const WEIGHTS = '{0.001,0.01,0.1,1}';

/**
 * word_similarity at or above which a query word counts as a word of the name or brand: one typo in a five-letter
 * word ("samsng" in "samsung": 0.57) stays above it (pg_trgm's default, 0.6, misses deletions like that one).
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** `work` in a transaction whose `<%` uses the threshold above (set_config is local to the transaction). */
export function inTypoTolerantTransaction<T>(db: Executor, work: (db: Executor) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`.execute(trx);
    return work(trx);
  });
}

let trigramSchema: Promise<string> | undefined;

/** The schema pg_trgm lives in (the migration installs it in `public`; each shop's search_path may omit it). */
function trigramSchemaOf(db: Executor): Promise<string> {
  trigramSchema ??= sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`
    .execute(db)
    .then(({ rows }) => {
      if (!rows[0]) throw new Error('The pg_trgm extension is missing: run the migrations');
      return rows[0].schema;
    })
    .catch((error: unknown) => {
      trigramSchema = undefined;
      throw error;
    });
  return trigramSchema;
}

/** Which of `words` begin a word of some product's search_vector (one statement; the others can match only by a typo). */
async function indexedPrefixes(db: Executor, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const probes = words.map(
    (word, index) =>
      sql`exists (select 1 from products where search_vector @@ to_tsquery('simple', ${`${word}:*`})) as ${sql.ref(`w${index}`)}`,
  );
  const { rows } = await sql<Record<string, boolean>>`select ${sql.join(probes)}`.execute(db);
  return new Set(words.filter((_, index) => rows[0]?.[`w${index}`] === true));
}

/**
 * tsvector match: every word as a prefix (`word:*`) of a name, brand, category or description word, or, for
 * words of five letters or more (not when `exact`, nor for a category's word), a word of the name or brand that pg_trgm finds similar
 * (word_similarity at least WORD_SIMILARITY_THRESHOLD, inside inTypoTolerantTransaction), or, for a word naming a
 * category, that category's products. Rank: the weighted ts_rank plus the typo words' similarity to the name.
 */
export async function postgresTextMatches(
  db: Executor,
  words: string[],
  options: MatchOptions,
): Promise<Omit<TextMatches, 'categoryIds'>> {
  const schema = sql.id(await trigramSchemaOf(db));
  const nameAndBrand = sql`lower(name || ' ' || brand)`;
  // A word naming a category is known as it is: no typo matching (as on SQLite, whose neighbours differ from pg_trgm's).
  const typoTolerant = (word: string) =>
    !options.exact && [...word].length >= TYPO_MIN_LENGTH && !options.categoryWords.has(word);
  const conditions = words.map((word) => {
    const category = options.categoryWords.get(word);
    const alternatives = [
      sql`search_vector @@ to_tsquery('simple', ${`${word}:*`})`,
      ...(typoTolerant(word) ? [sql`${word}::text operator(${schema}.<%) ${nameAndBrand}`] : []),
      ...(category ? [sql`category_id = ${category.id}`] : []),
    ];
    return sql`(${sql.join(alternatives, sql` or `)})`;
  });
  const anyWord = words.map((word) => `${word}:*`).join(' | ');
  const typoRanks = words
    .filter(typoTolerant)
    .map(
      (word) =>
        sql`${schema}.word_similarity(${word}::text, lower(name)) * 0.05 + ${schema}.word_similarity(${word}::text, lower(brand)) * 0.005`,
    );
  const rank = sql.join(
    [sql`ts_rank(${WEIGHTS}::float4[], search_vector, to_tsquery('simple', ${anyWord}))`, ...typoRanks],
    sql` + `,
  );
  const table = (rankOf: RawBuilder<unknown>) => sql<{ product_id: string; rank: number }>`(
    select id as product_id, ${rankOf} as rank
    from products
    where ${sql.join(conditions, sql` and `)}
  )`;
  const mayBeTypos = words.filter(typoTolerant);
  const prefixes = await indexedPrefixes(db, mayBeTypos);
  return { ranked: table(rank), unranked: table(sql`0`), typoWords: mayBeTypos.filter((word) => !prefixes.has(word)) };
}
