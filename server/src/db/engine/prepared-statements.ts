import type pg from 'pg';

/** SQL texts of the hot queries (built once by `compiledOnce`), each with the name PostgreSQL prepares it under. */
const statementNames = new Map<string, string>();

/**
 * Marks a query's SQL as one PostgreSQL should prepare once per connection and then only bind and run (parsing and
 * planning cost the database server about as much as running the shop's small queries). The SQL must be the same
 * text on every run; values stay bound parameters. Name the columns (no `*`) for it to be kept.
 */
export function keepPrepared(sql: string): void {
  // A `*` stays unnamed: a column that a newer process's migration adds would make PostgreSQL refuse the prepared
  // plan ("cached plan must not change result type") on every connection of the processes still running.
  if (sql.includes('*') || statementNames.has(sql)) return;
  statementNames.set(sql, `voltcart_${statementNames.size + 1}`);
}

/**
 * Makes a node-postgres client run the kept SQL texts as node-postgres's named statements (Kysely's driver passes
 * plain text and values): each is parsed once per connection and then only bound and run. Other queries go to
 * node-postgres as they are.
 */
export function prepareKeptStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 && Array.isArray(values) ? statementNames.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}
