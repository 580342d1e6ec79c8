import { sql } from 'kysely';
import type { Executor } from '../executor';
import type { TextMatches } from './index';
import { TYPO_MIN_LENGTH } from './words';

/** ts_rank weights of D (description), C (category), B (brand) and A (name): each ten times the one before. */
const WEIGHTS = '{0.001,0.01,0.1,1}';

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
 * words of five letters or more, a word of the name or brand that pg_trgm finds similar (word_similarity ≥ 0.6,
 * which one typo in such a word keeps). Rank: the weighted ts_rank plus the typo words' similarity to the name.
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
    .map((word) => sql`${schema}.word_similarity(${word}::text, lower(name)) * 0.05 + ${schema}.word_similarity(${word}::text, lower(brand)) * 0.005`);
  const rank = sql.join([sql`ts_rank(${WEIGHTS}::float4[], search_vector, to_tsquery('simple', ${anyWord}))`, ...typoRanks], sql` + `);
  return sql<{ product_id: string; rank: number }>`(
    select id as product_id, ${rank} as rank
    from products
    where ${sql.join(conditions, sql` and `)}
  )`;
}
