import type { Executor } from '../engine/executor';
import { catalogVersion, type CatalogVersion } from '../versions/catalog-version';

const MAX_DATABASES = 8;

type Cached<T> = { answer: T; stockVersion: number };

export type CachedQuery<T> = {
  /** What the answer depends on; include `stockVersion` when more than the shown stock does (an in-stock filter). */
  key: (version: CatalogVersion) => string;
  compute: () => Promise<T>;
  /** The answer with its shown stock read again (after stock-only writes since it was cached). */
  refreshStock: (answer: T) => Promise<T>;
};

/**
 * Answers computed from the catalogue, kept per database while its catalogue version stays the same: any write
 * (from this process or another) bumps the version, and the next read starts an empty cache; a stock-only write
 * bumps the stock version, and a cached answer then has its stock read again. Least recently used answers go
 * first beyond `capacity`.
 */
export class CatalogResultCache<T> {
  private readonly byDatabase = new Map<string, { version: number; answers: Map<string, Cached<T>> }>();

  constructor(private readonly capacity: number) {}

  /**
   * The cached answer at the current catalogue version, else `compute`'s (kept for the next request). The
   * versions are read before the catalogue is, so an answer is never older than its version; inside a caller's
   * transaction (which may hold uncommitted writes) nothing is cached. `known`: versions the caller read for this
   * request already (so it reads them once), before any of the catalogue.
   */
  async get(db: Executor, query: CachedQuery<T>, known?: CatalogVersion): Promise<T> {
    if (db.isTransaction) return query.compute();
    const current = known ?? (await catalogVersion(db));
    let entry = this.byDatabase.get(current.token);
    if (!entry || entry.version < current.version) {
      entry = { version: current.version, answers: new Map() };
      this.byDatabase.delete(current.token);
      this.byDatabase.set(current.token, entry);
      // A process normally has one database; the tests open many.
      if (this.byDatabase.size > MAX_DATABASES) this.byDatabase.delete(this.byDatabase.keys().next().value!);
    }
    // A request that read an older version than one already cached under: answer without caching.
    if (entry.version !== current.version) return query.compute();
    const key = query.key(current);
    const cached = entry.answers.get(key);
    if (cached) {
      entry.answers.delete(key);
      if (cached.stockVersion >= current.stockVersion) {
        entry.answers.set(key, cached);
        return cached.answer;
      }
      const refreshed = { answer: await query.refreshStock(cached.answer), stockVersion: current.stockVersion };
      if (this.byDatabase.get(current.token) === entry) entry.answers.set(key, refreshed);
      return refreshed.answer;
    }
    const answer = await query.compute();
    if (this.byDatabase.get(current.token) === entry) {
      entry.answers.set(key, { answer, stockVersion: current.stockVersion });
      if (entry.answers.size > this.capacity) entry.answers.delete(entry.answers.keys().next().value!);
    }
    return answer;
  }
}
