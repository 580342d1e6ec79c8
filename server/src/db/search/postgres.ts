import { sql, type RawBuilder } from 'kysely';
import { inTransaction, type Executor } from '../engine/executor';
import type { TextMatches } from './text-matches';
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

/**
 * tsvector match: every word as a prefix (`word:*`) of a name, brand, category or description word, or, for
 * words of five letters or more, a word of the name or brand that pg_trgm finds similar (word_similarity at
 * least WORD_SIMILARITY_THRESHOLD, inside inTypoTolerantTransaction). Rank: the weighted ts_rank plus the typo words' similarity to the name.
 */
export async function postgresTextMatches(db: Executor, words: string[]): Promise<TextMatches> {
  const schema = sql.id(await trigramSchemaOf(db));
  const nameAndBrand = sql`lower(name || ' ' || brand)`;
  const conditions = words.map((word) => {
    const prefix = sql`search_vector @@ to_tsquery('simple', ${`${word}:*`})`;
    if ([...word].length < TYPO_MIN_LENGTH) return prefix;
    return sql`(${prefix} or ${word}::text operator(${schema}.<%) ${nameAndBrand})`;
  });
  const anyWord = words.map((word) => `${word}:*`).join(' | ');
  const typoRanks = words
    .filter((word) => [...word].length >= TYPO_MIN_LENGTH)
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
  return { ranked: table(rank), unranked: table(sql`0`) };
}
