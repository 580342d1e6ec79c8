import type { Executor } from '../executor';
import { catalogVersion } from './catalog-version';

const MAX_DATABASES = 8;

/**
 * Answers computed from the catalogue, kept per database while its catalogue version stays the same: any write
 * (from this process or another) bumps the version, and the next read starts an empty cache. Least recently used
 * answers go first beyond `capacity`.
 */
export class CatalogResultCache<T> {
  private readonly byDatabase = new Map<string, { version: number; answers: Map<string, T> }>();

  constructor(private readonly capacity: number) {}

  /**
   * The cached answer for `key` at the current catalogue version, else `compute`'s (kept for the next request).
   * The version is read before `compute` reads the catalogue, so an answer is never older than its version; inside
   * a caller's transaction (which may hold uncommitted writes) nothing is cached.
   */
  async get(db: Executor, key: string, compute: () => Promise<T>): Promise<T> {
    if (db.isTransaction) return compute();
    const { token, version } = await catalogVersion(db);
    let entry = this.byDatabase.get(token);
    if (!entry || entry.version < version) {
      entry = { version, answers: new Map() };
      this.byDatabase.delete(token);
      this.byDatabase.set(token, entry);
      // A process normally has one database; the tests open many.
      if (this.byDatabase.size > MAX_DATABASES) this.byDatabase.delete(this.byDatabase.keys().next().value!);
    }
    // A request that read an older version than another already cached under: answer without caching.
    if (entry.version !== version) return compute();
    const cached = entry.answers.get(key);
    if (cached !== undefined) {
      entry.answers.delete(key);
      entry.answers.set(key, cached);
      return cached;
    }
    const answer = await compute();
    if (this.byDatabase.get(token) === entry) {
      entry.answers.set(key, answer);
      if (entry.answers.size > this.capacity) entry.answers.delete(entry.answers.keys().next().value!);
    }
    return answer;
  }
}
