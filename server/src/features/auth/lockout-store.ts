import { sql } from 'kysely';
import type { LockoutStore } from '../../lib/lockout/store';
import type { Executor } from '../../db/engine/executor';

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (text: string | null) => (text ? Date.parse(text) : null);

/** The sign-in lockout's embedded store (lib/lockout), used without Redis: its counts in the `login_failures` table: one atomic upsert per failure, on both engines. */
export function databaseLockoutStore(db: Executor): LockoutStore {
  return {
    async recordFailure(key, now, windowMs) {
      const stale = iso(now - windowMs);
      const row = await db
        .insertInto('login_failures')
        .values({ key, failures: 1, window_started_at: iso(now), locked_until: null })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql`case when login_failures.window_started_at < ${stale} then 1 else login_failures.failures + 1 end`,
            window_started_at: sql`case when login_failures.window_started_at < ${stale} then ${iso(now)} else login_failures.window_started_at end`,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      return { failures: Number(row.failures), lockedUntil: ms(row.locked_until) };
    },
    async lockUntil(key, until) {
      await db
        .updateTable('login_failures')
        .set({ locked_until: iso(until) })
        .where('key', '=', key)
        .execute();
    },
    async read(key) {
      const row = await db
        .selectFrom('login_failures')
        .select(['failures', 'locked_until'])
        .where('key', '=', key)
        .executeTakeFirst();
      return { failures: Number(row?.failures ?? 0), lockedUntil: ms(row?.locked_until ?? null) };
    },
    async clear(key) {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },
  };
}
