import { sql, type AliasedRawBuilder } from 'kysely';

/** A row of rowsOfArrays: its text columns, and `ord`, its place among the rows from 1 (PostgreSQL sends it as text). */
export type RowOfArrays<Column extends string> = Record<Column, string> & { ord: string };

/**
 * PostgreSQL: a table made of text arrays, one per column, the arrays' i-th items its i-th row, numbered `ord` from 1
 * (`unnest(…) with ordinality`). One statement then does the work of many requests (a batch, db/batches/batched-run.ts), each
 * array one bound parameter: the statement's text is the same for any number of rows, so it stays prepared.
 */
export function rowsOfArrays<Column extends string, Alias extends string>(
  alias: Alias,
  columns: Record<Column, readonly string[]>,
): AliasedRawBuilder<RowOfArrays<Column>, Alias> {
  const names = Object.keys(columns) as Column[];
  const arrays = sql.join(names.map((name) => sql`${columns[name]}::text[]`));
  const columnList = sql.join([...names, 'ord'].map((name) => sql.id(name)));
  return sql<RowOfArrays<Column>>`unnest(${arrays}) with ordinality`.as<Alias>(sql`${sql.id(alias)}(${columnList})`);
}

/** Each of `count` asked rows' answer: the row whose `ord` is its place, or undefined where none came back. */
export function answersByOrd<Row extends { ord: string | number }>(
  rows: readonly Row[],
  count: number,
): (Omit<Row, 'ord'> | undefined)[] {
  const answers: (Omit<Row, 'ord'> | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const { ord, ...row } of rows) answers[Number(ord) - 1] = row;
  return answers;
}
