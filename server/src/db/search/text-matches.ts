import type { RawBuilder } from 'kysely';

/**
 * Derived tables of the products a text matches: `ranked` with a rank (higher is better) to order them by,
 * `unranked` (rank 0) for counts and facets, which need no rank and cost less without. Each engine's file
 * (postgres.ts, sqlite.ts) builds them; index.ts chooses the engine.
 */
export type TextMatches = { ranked: MatchTable; unranked: MatchTable };
type MatchTable = RawBuilder<{ product_id: string; rank: number }>;
