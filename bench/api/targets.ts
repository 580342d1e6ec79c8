// The API bench's targets, one place: the results table prints each beside its figure. Misses are printed, not fatal.

/** What kind of call a scenario measures decides its target. */
export type ScenarioKind = 'catalogue read' | 'full listing' | 'write';

export const SCENARIO_KINDS: Record<string, ScenarioKind> = {
  category: 'full listing',
  home: 'catalogue read',
  product: 'catalogue read',
  listing: 'catalogue read',
  listing40: 'catalogue read',
  search: 'catalogue read',
  broadsearch: 'catalogue read',
  cart: 'write',
  add: 'write',
  checkout: 'write',
};

/** Whether a scenario reads the catalogue (either kind of read): the reads the PostgreSQL ÷ SQLite target compares. */
export const isCatalogueRead = (key: string) =>
  SCENARIO_KINDS[key] === 'catalogue read' || SCENARIO_KINDS[key] === 'full listing';

/** Lowest shop ÷ ceiling req/s ratio of each kind; the full listing must also keep its p99 under FULL_LISTING_P99_MS. */
export const MIN_RATIO: Record<ScenarioKind, number> = { 'catalogue read': 0.5, 'full listing': 0.3, write: 0.15 };
export const FULL_LISTING_P99_MS = 1000;

/** The compiled server's peak resident memory over the whole run, in MiB. */
export const MAX_PEAK_RSS_MB = 150;

/** PostgreSQL's req/s ÷ SQLite's on each catalogue read (both kinds of read). */
export const MIN_POSTGRES_RATIO = 0.8;

export const mark = (met: boolean) => (met ? '✓' : '✗');
