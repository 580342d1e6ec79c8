import type { SpecFilter } from '@voltcart/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/engine/executor';

/**
 * A listing's condition on `p` (products) for one spec filter: the product's id among those holding a matching
 * value, read from one index (`(attribute_key, text_value, product_id)` or `(attribute_key, number_value, product_id)`).
 */
export function specCondition(filter: SpecFilter): RawBuilder<unknown> {
  const key = filter.key;
  switch (filter.type) {
    case 'choice':
      return sql`p.id in (select product_id from product_specifications where attribute_key = ${key} and text_value in (${sql.join(filter.values)}))`;
    case 'boolean':
      return sql`p.id in (select product_id from product_specifications where attribute_key = ${key} and text_value = ${String(filter.value)})`;
    case 'number': {
      const parts: RawBuilder<unknown>[] = [sql`attribute_key = ${key}`];
      if (filter.values?.length) parts.push(sql`number_value in (${sql.join(filter.values)})`);
      if (filter.min !== undefined) parts.push(sql`number_value >= ${filter.min}`);
      if (filter.max !== undefined) parts.push(sql`number_value <= ${filter.max}`);
      return sql`p.id in (select product_id from product_specifications where ${sql.join(parts, sql` and `)})`;
    }
  }
}

/** The matches' values of some attributes, grouped: a choice's or yes/no's count per value, a number's range. */
export type SpecValueGroup = { key: string; text: string | null; count: number; min: number | null; max: number | null };

/**
 * The values of `keys` among the products `from` and `conditions` (on `p`) select, counted per attribute and value
 * in one pass over the matches' rows of product_specifications.
 */
export async function specValueGroups(
  db: Executor,
  from: RawBuilder<unknown>,
  conditions: RawBuilder<unknown>[],
  keys: string[],
): Promise<SpecValueGroup[]> {
  if (keys.length === 0) return [];
  const where = sql.join([...conditions, sql`s.attribute_key in (${sql.join(keys)})`], sql` and `);
  const { rows } = await sql<{
    attribute_key: string;
    text_value: string | null;
    count: number | string;
    min_value: number | string | null;
    max_value: number | string | null;
  }>`
    select s.attribute_key as attribute_key, s.text_value as text_value, count(*) as count,
           min(s.number_value) as min_value, max(s.number_value) as max_value
    from ${from} join product_specifications s on s.product_id = p.id
    where ${where}
    group by s.attribute_key, s.text_value`.execute(db);
  return rows.map((row) => ({
    key: row.attribute_key,
    text: row.text_value,
    count: Number(row.count),
    min: row.min_value === null ? null : Number(row.min_value),
    max: row.max_value === null ? null : Number(row.max_value),
  }));
}
