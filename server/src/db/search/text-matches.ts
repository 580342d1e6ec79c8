import type { RawBuilder } from 'kysely';

/**
 * Derived tables of the products a text matches: `ranked` with a rank (higher is better) to order them by,
 * `unranked` (rank 0) for counts and facets, which need no rank and cost less without. Each engine's file
 * (postgres.ts, sqlite.ts) builds them; index.ts chooses the engine.
 */
export type TextMatches = {
  ranked: MatchTable;
  unranked: MatchTable;
  /** Query words no product holds as a word or a word's start: whatever they match, they match by a typo. */
  typoWords: string[];
  /** Categories the query's words name (Mobiles for "phones"): a relevance order lists their products first. */
  categoryIds: string[];
};

/** How a search reads the shopper's words. */
export type MatchOptions = {
  /** No typo matching: every word as typed, or as the start of a word ("Search instead for …"). */
  exact?: boolean;
  /** Query words that name a category (its name or an alias), each with that category: they match its products too. */
  categoryWords: Map<string, { id: string; name: string }>;
};
type MatchTable = RawBuilder<{ product_id: string; rank: number }>;
