import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from '../engine/executor';
import { batchedRun } from './batched-run';
import { keepPrepared } from '../engine/prepared-statements';

/**
 * Product pages' batches read at once (product and discussion loaders each): on PostgreSQL a batch mostly waits on
 * its round trip, so a few in flight answer more pages (the pool holds 10 connections by default).
 */
export const PRODUCT_PAGE_BATCHES = { inFlight: 4 };

/**
 * Reads by key, in batches (batchedRun): the keys asked for together are read by one `readMany`, which starts after
 * every one of them was asked (each answer sees every write committed before its request), and answers each its value
 * (undefined when `readMany` found none; a key asked twice is read once). Under load the product pages that miss the
 * ready answers cost one query per round trip to the database, not one each. More than one in flight lets
 * PostgreSQL's pool answer several batches at once while each waits on its round trip.
 */
export function batchedLoad<V>(
  readMany: (keys: string[]) => Promise<Map<string, V>>,
  { inFlight = 1 }: { inFlight?: number } = {},
): (key: string) => Promise<V | undefined> {
  return batchedRun(
    async (keys: string[]) => {
      const found = await readMany([...new Set(keys)]);
      return keys.map((key) => found.get(key));
    },
    { inFlight },
  );
}

/**
 * `ids` padded to the next power of two with its first id repeated (an `in (…)` list means the same with it): the
 * batches' lists then come in a few lengths, so SQLite keeps a few prepared statements per query (one per SQL text,
 * each holding tens of KB and costing a prepare) instead of one per batch size.
 */
export function inListOf(ids: readonly string[]): string[] {
  const length = ids.length <= 1 ? ids.length : 2 ** Math.ceil(Math.log2(ids.length));
  const padded = [...ids];
  while (padded.length < length) padded.push(ids[0]!);
  return padded;
}

/**
 * A query over a list of ids, built and compiled once per list length (inListOf's few) and engine: building and
 * compiling a Kysely query costs more than running it, on the paths that miss the ready answers. `build` must
 * take the list as the query's only parameters, in their order, once or several times over (checked at the first
 * build). PostgreSQL prepares each once per connection (prepared-statements.ts). For queries whose arguments are
 * single bound values, see `compiledOnce`.
 */
export function queryByIdList<Row>(
  build: (db: Executor, ids: string[]) => Compilable<Row>,
): (db: Executor, ids: readonly string[]) => Promise<Row[]> {
  const compiled = new Map<string, { query: CompiledQuery<Row>; copies: number }>();
  return async (db, ids) => {
    const list = inListOf(ids);
    const key = `${db.getExecutor().adapter.constructor.name} ${list.length}`;
    let built = compiled.get(key);
    if (!built) {
      const query = build(db, list).compile();
      const copies = list.length === 0 ? 0 : query.parameters.length / list.length;
      // Any other parameter would be replaced by the list on later runs, silently.
      if (!Number.isInteger(copies) || query.parameters.some((value, index) => value !== list[index % list.length])) {
        throw new Error(`queryByIdList: the id list must be the query's only parameters (${query.sql})`);
      }
      keepPrepared(query.sql);
      built = { query, copies };
      compiled.set(key, built);
    }
    const parameters = built.copies === 1 ? list : Array.from({ length: built.copies }, () => list).flat();
    const { rows } = await db.executeQuery<Row>({ ...built.query, parameters });
    return rows;
  };
}
