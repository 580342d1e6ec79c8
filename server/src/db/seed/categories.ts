import { CATEGORIES } from '@voltcart/contract';
import type { Executor } from '../engine/executor';

/**
 * Inserts the spec's twelve categories that are missing (by id or name); answers how many it added. They are
 * reference data the contract defines, not demo data: every start runs this, whatever SEED_DEMO says.
 */
export async function seedCategories(db: Executor): Promise<number> {
  const rows = CATEGORIES.map((category, position) => ({
    id: category.id,
    name: category.name,
    heading: category.heading,
    position,
  }));
  // `on conflict do nothing` (no target) skips rows clashing on any unique column, on SQLite and PostgreSQL.
  const result = await db
    .insertInto('categories')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
