import type { PageQuery } from '@voltcart/contract';
import type { SelectQueryBuilder } from 'kysely';

// SQLite takes OFFSET only after a LIMIT; "all rows" is this many.
const ALL_ROWS = Number.MAX_SAFE_INTEGER;

/** A listing's `limit`/`offset`, the same on both engines (`offset` alone skips rows and keeps the rest). */
export function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageQuery,
): SelectQueryBuilder<DB, TB, O> {
  if (page.limit !== undefined) query = query.limit(page.limit);
  else if (page.offset !== undefined) query = query.limit(ALL_ROWS);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return query;
}
