import { PostgresAdapter } from 'kysely';
import type { Executor } from '../engine/executor';

type Waiter<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
/** Items asked for together, with their apart keys (BatchOptions.apartKey). */
type Batch<Item, Result> = { waiters: Waiter<Item, Result>[]; keys: Set<string> };

export type BatchOptions<Item> = {
  /** Batches run at once (default 1): on PostgreSQL a batch mostly waits on its round trip, so a few in flight do more. */
  inFlight?: number;
  /** Items with the same key never share a batch: the later one waits for the next (a statement may not touch a row twice). */
  apartKey?: (item: Item) => string;
  /**
   * A batch that failed with an error this accepts is run again item by item, each a batch of its own, so each
   * caller gets its own answer or error. Only for errors after which nothing of the batch was done.
   */
  runAloneOn?: (error: unknown) => boolean;
};

/**
 * Runs items in batches: the items asked for together go to one `runMany`, which answers each its result (in
 * order). A batch starts after the turn of the event loop its first item was asked in (every request whose bytes
 * arrived with it has asked by then), or, while `inFlight` batches run, once one of them ends: under load, one
 * statement per round trip to the database instead of one per request. A batch only ever starts after each of its
 * items was asked, so its work sees every write committed before them.
 */
export function batchedRun<Item, Result>(
  runMany: (items: Item[]) => Promise<Result[]>,
  { inFlight = 1, apartKey, runAloneOn }: BatchOptions<Item> = {},
): (item: Item) => Promise<Result> {
  const waiting: Batch<Item, Result>[] = [];
  let running = 0;
  let scheduled = false;
  const schedule = () => {
    if (scheduled || running >= inFlight || waiting.length === 0) return;
    scheduled = true;
    // After the poll phase: every request whose bytes arrived with this one has asked by then.
    setImmediate(flush);
  };
  const run = async (waiters: Waiter<Item, Result>[]) => {
    let results: Result[];
    try {
      results = await runMany(waiters.map((waiter) => waiter.item));
    } catch (error) {
      if (waiters.length > 1 && runAloneOn?.(error)) {
        for (const waiter of waiters) await run([waiter]);
      } else {
        for (const waiter of waiters) waiter.reject(error);
      }
      return;
    }
    waiters.forEach((waiter, index) => waiter.resolve(results[index]!));
  };
  const flush = () => {
    scheduled = false;
    const batch = waiting.shift();
    if (!batch) return;
    running += 1;
    void run(batch.waiters).finally(() => {
      running -= 1;
      schedule();
    });
    schedule();
  };
  return (item) =>
    new Promise<Result>((resolve, reject) => {
      const key = apartKey?.(item);
      let batch = waiting.find((open) => key === undefined || !open.keys.has(key));
      if (!batch) waiting.push((batch = { waiters: [], keys: new Set() }));
      batch.waiters.push({ item, resolve, reject });
      if (key !== undefined) batch.keys.add(key);
      schedule();
    });
}

/** Batches a batchedOnPostgres runs at once: each mostly waits on its round trip, and the pool holds 10 connections by default. */
const IN_FLIGHT_ON_POSTGRES = 4;

/**
 * Work asked by many requests at once, on the engine it suits: on PostgreSQL, where each statement costs a round trip
 * and a transaction (and its backend's wake-up), the items asked in one turn go to `runMany` together (batchedRun);
 * on SQLite, whose driver already runs a turn's statements together in the shop's process (and commits its writes as
 * one), `runOne` runs each item at once. A few batches run at once unless told (IN_FLIGHT_ON_POSTGRES).
 */
export function batchedOnPostgres<Item, Result>(
  db: Executor,
  runMany: (db: Executor, items: Item[]) => Promise<Result[]>,
  runOne: (db: Executor, item: Item) => Promise<Result>,
  options: BatchOptions<Item> = {},
): (item: Item) => Promise<Result> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return (item) => runOne(db, item);
  return batchedRun((items: Item[]) => runMany(db, items), { inFlight: IN_FLIGHT_ON_POSTGRES, ...options });
}
