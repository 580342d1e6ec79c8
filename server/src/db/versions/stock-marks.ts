import type { Kysely } from 'kysely';
import type { Database } from '../engine/schema';
import type { CatalogVersion } from './catalog-version';

/**
 * A product's stock mark: the stock version of the last change of its stock this process knows of. An answer made from
 * data read at a stock version is kept under the product's mark as of that version, and stays good while the mark
 * does: another product's stock change (a checkout) leaves it alone. `markOf` answers synchronously once the process
 * has read the changes up to the version asked about; a version past them reads `stock_changes` (0017) once for all
 * the requests waiting on it.
 */
export type StockMarks = {
  /** The product's mark as of `version` (read with the data, or just before a kept answer is checked). */
  markOf: (productId: string, version: CatalogVersion) => string | Promise<string>;
};

/**
 * More products than this with a change since the marks were last reset: they are reset (every product answer made
 * before goes stale once, as on any stock write before 0017), so the memory held stays bounded.
 */
export const MAX_MARKED_PRODUCTS = 20_000;

/** A mark no current mark equals: the data were read before a change this process already knows of. */
const OUTDATED = 'outdated';

type ChangeRow = { stock_version: number | string; product_id: string };

export function stockMarks(db: Kysely<Database>, maxMarked = MAX_MARKED_PRODUCTS): StockMarks {
  /** The database the marks are of (a new token: another database, every mark reset). */
  let token: string | undefined;
  /** Every change up to `base` is folded into it: a product with no later change has `base` as its mark. */
  let base = 0;
  /** The stock version up to which every change has been read. */
  let readUpTo = 0;
  const lastChange = new Map<string, number>();
  let reading: Promise<void> | undefined;

  const reset = (version: CatalogVersion) => {
    token = version.token;
    base = readUpTo = version.stockVersion;
    lastChange.clear();
  };

  async function readChanges(version: CatalogVersion): Promise<void> {
    const from = readUpTo;
    const rows: ChangeRow[] = await db
      .selectFrom('stock_changes')
      .select(['stock_version', 'product_id'])
      .where('stock_version', '>', from)
      .orderBy('stock_version')
      .execute();
    if (token !== version.token || readUpTo !== from) return;
    // Each stock write takes the next version, so the versions read follow on from `from` without a gap; a gap means
    // the ones missing were dropped (kept are STOCK_CHANGES_KEPT), or were written before 0017 noted them.
    let upTo = from;
    for (const row of rows) {
      const changed = Number(row.stock_version);
      if (changed > upTo + 1) return reset(version);
      upTo = changed;
    }
    if (upTo < version.stockVersion) return reset(version);
    for (const row of rows) lastChange.set(row.product_id, Number(row.stock_version));
    readUpTo = upTo;
    if (lastChange.size > maxMarked) {
      base = readUpTo;
      lastChange.clear();
    }
  }

  function markOf(productId: string, version: CatalogVersion): string | Promise<string> {
    if (version.token !== token) reset(version);
    if (readUpTo < version.stockVersion) {
      reading ??= readChanges(version).finally(() => (reading = undefined));
      return reading.then(() => markOf(productId, version));
    }
    // Data read at an older version than the marks' base, or than a change of this product already read.
    if (version.stockVersion < base) return OUTDATED;
    const changed = lastChange.get(productId);
    if (changed !== undefined && changed > version.stockVersion) return OUTDATED;
    return String(changed ?? base);
  }

  return { markOf };
}
