import { sql, SqliteAdapter, type Compilable, type RawBuilder } from 'kysely';
import type { Executor } from './executor';

/**
 * Rows folded into one JSON value inside a statement, on both engines: a read that would answer one row per cart
 * row (or per image), each repeating the session's and the product's columns, answers one row instead. Every value
 * a driver turns into a JavaScript string or object costs, and for the cart's reads that was most of the statement's
 * time (SQLite: 6 rows × 26 columns for a 3-item cart, against one row and one JSON text).
 */
const isSqlite = (db: Executor) => db.getExecutor().adapter instanceof SqliteAdapter;

/** A JSON object of named values (SQLite `json_object`, PostgreSQL `json_build_object`): numbers stay numbers. */
export function jsonObject(db: Executor, fields: Record<string, RawBuilder<unknown>>): RawBuilder<unknown> {
  const pairs = sql.join(Object.entries(fields).map(([name, value]) => sql`${sql.lit(name)}, ${value}`));
  return isSqlite(db) ? sql`json_object(${pairs})` : sql`json_build_object(${pairs})`;
}

/**
 * The aggregate of `value` over a query's rows as a JSON array in `orderBy`'s order; `[]` when there are no rows
 * (SQLite's json_group_array answers that itself, and wrapping it would lose the JSON subtype that keeps it an array,
 * not a string, inside an enclosing jsonObject).
 */
export function jsonArrayAgg<T>(db: Executor, value: RawBuilder<unknown>, orderBy: RawBuilder<unknown>): RawBuilder<T[]> {
  return isSqlite(db)
    ? sql<T[]>`json_group_array(${value} order by ${orderBy})`
    : sql<T[]>`coalesce(json_agg(${value} order by ${orderBy}), '[]'::json)`;
}

/**
 * A subquery that answers one JSON value (or null), to nest inside a jsonObject: SQLite's `json()` keeps it JSON where the
 * subquery's own value arrives as text (an ordered, limited subquery loses the JSON subtype), and would be nested as a string.
 */
export function jsonOfSubquery(db: Executor, subquery: Compilable<unknown>): RawBuilder<unknown> {
  return isSqlite(db) ? sql`json((${subquery}))` : sql`(${subquery})`;
}

/** A correlated subquery's condition on a column of the enclosing query (which the subquery's own builder does not know). */
export const sameAs = (column: string, outer: string) => sql<boolean>`${sql.ref(column)} = ${sql.ref(outer)}`;

/** A JSON column as read: SQLite answers its text, node-postgres has parsed it already. */
export function fromJsonColumn<T>(value: T | string | null): T | undefined {
  if (value === null) return undefined;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
