import { randomUUID } from 'node:crypto';
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { Executor } from './executor';
import { keepPrepared } from './prepared-statements';

/** What a query built once keeps: its SQL, and where each run's arguments go among its parameters. */
type Compiled = { query: CompiledQuery['query']; sql: string; parameters: ({ argument: number } | { constant: unknown })[] };

// Stands in for argument i while the query is built; no real value looks like it (a random prefix per process).
const SLOT_PREFIX = `compiled-once-${randomUUID()}-argument-`;
const slot = (index: number) => `${SLOT_PREFIX}${index}`;
const argumentOfSlot = (parameter: unknown) =>
  typeof parameter === 'string' && parameter.startsWith(SLOT_PREFIX) ? Number(parameter.slice(SLOT_PREFIX.length)) : undefined;

/**
 * A hot query built and compiled by Kysely once per engine instead of on every call (building and compiling cost
 * about as much as SQLite running it). `build` is called once with stand-ins for the arguments, so it must use each
 * argument only as a bound value (a `where` value, an inserted value), never to shape the query: no `in` lists, no
 * branches on an argument. Runs on the executor it is given, so a caller's transaction still applies. PostgreSQL
 * prepares it once per connection (db/engine/prepared-statements.ts).
 */
export function compiledOnce<Args extends unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): (db: Executor, ...args: Args) => Promise<Row[]> {
  const byEngine = new Map<unknown, Compiled>();
  return async (db, ...args) => {
    const engine = db.getExecutor().adapter.constructor;
    let compiled = byEngine.get(engine);
    if (!compiled) {
      const stands = args.map((_, index) => slot(index)) as Args;
      const { query, sql, parameters } = build(db, ...stands).compile();
      compiled = {
        query,
        sql,
        parameters: parameters.map((parameter) => {
          const argument = argumentOfSlot(parameter);
          return argument === undefined ? { constant: parameter } : { argument };
        }),
      };
      // An argument that shaped the query instead of being bound would be silently ignored on later calls.
      const bound = new Set(compiled.parameters.flatMap((parameter) => ('argument' in parameter ? [parameter.argument] : [])));
      if (bound.size !== args.length) throw new Error(`compiledOnce: every argument must be a bound value (${compiled.sql})`);
      keepPrepared(compiled.sql);
      byEngine.set(engine, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      'argument' in parameter ? args[parameter.argument] : parameter.constant,
    );
    const result = await db.executeQuery<Row>({ query: compiled.query, queryId: createQueryId(), sql: compiled.sql, parameters });
    return result.rows;
  };
}
