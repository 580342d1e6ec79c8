import type { CompiledQuery } from 'kysely';
import type { TestApp } from './test-app';

/** What `run` answers, and the SQL of each statement it sent to the database through the shop's Kysely, in order. */
export async function statementsOf<T>(
  shop: Pick<TestApp, 'db'>,
  run: () => Promise<T>,
): Promise<{ result: T; statements: number; sql: string[] }> {
  const executor = shop.db.getExecutor() as unknown as {
    executeQuery: (query: CompiledQuery, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = executor.executeQuery;
  const sql: string[] = [];
  executor.executeQuery = function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
    sql.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    return { result: await run(), statements: sql.length, sql };
  } finally {
    executor.executeQuery = original;
  }
}
