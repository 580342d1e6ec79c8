// The API bench's targets, one place: the results table prints each beside its figure. Misses are printed, not fatal.

/** What kind of call a scenario measures decides its target. */
export type ScenarioKind = 'catalogue read' | 'full listing' | 'page' | 'write';

export const SCENARIO_KINDS: Record<string, ScenarioKind> = {
  category: 'full listing',
  home: 'catalogue read',
  product: 'catalogue read',
  listing: 'catalogue read',
  listing40: 'catalogue read',
  specs: 'catalogue read',
  search: 'catalogue read',
  broadsearch: 'catalogue read',
  cart: 'write',
  add: 'write',
  checkout: 'write',
  homePage: 'page',
  categoryPage: 'page',
  productPage: 'page',
};

/** Whether a scenario reads the catalogue (either kind of read): the reads the PostgreSQL ÷ SQLite target compares. */
export const isCatalogueRead = (key: string) => SCENARIO_KINDS[key] !== undefined && SCENARIO_KINDS[key] !== 'write';

/** Lowest shop ÷ ceiling req/s ratio of each kind (a page against static bytes of its size); some keep a p99 too. */
export const MIN_RATIO: Record<ScenarioKind, number> = { 'catalogue read': 0.5, 'full listing': 0.3, page: 0.3, write: 0.15 };
/** The p99 (ms, at the run's 50 connections) a kind must keep under. */
export const MAX_P99_MS: Partial<Record<ScenarioKind, number>> = { 'full listing': 1000, page: 50 };

/** The compiled server's peak resident memory over the whole run, in MiB. */
export const MAX_PEAK_RSS_MB = 150;

/** PostgreSQL's req/s ÷ SQLite's on each catalogue read (both kinds of read). */
export const MIN_POSTGRES_RATIO = 0.8;

export const mark = (met: boolean) => (met ? '✓' : '✗');
