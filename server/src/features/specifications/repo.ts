import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/engine/executor';
import { jsonArrayAgg, jsonObject, sameAs } from '../../db/engine/json-aggregate';

/** A product's stored value of one attribute, as a product read folds it: key, number or text. */
export type SpecificationRow = { k: string; n: number | null; t: string | null };

/** What a value is stored as: numbers in number_value, the rest (yes/no as 'true'/'false') in text_value. */
export type StoredValue = { number_value: number | null; text_value: string | null };

/** The product's values as a JSON array of {k, n, t} (a correlated subquery on `products`, as imageUrlsJson). */
export function specificationsJson(db: Executor): RawBuilder<SpecificationRow[]> {
  return sql<SpecificationRow[]>`(${db
    .selectFrom('product_specifications')
    .select(
      jsonArrayAgg(
        db,
        jsonObject(db, {
          k: sql.ref('product_specifications.attribute_key'),
          n: sql.ref('product_specifications.number_value'),
          t: sql.ref('product_specifications.text_value'),
        }),
        sql.ref('product_specifications.attribute_key'),
      ).as('specifications'),
    )
    .where(sameAs('product_specifications.product_id', 'products.id'))})`;
}

/** Sets the product's values to exactly these (keys absent are removed). */
export async function replaceSpecifications(db: Executor, productId: string, values: Map<string, StoredValue>): Promise<void> {
  await db.deleteFrom('product_specifications').where('product_id', '=', productId).execute();
  if (values.size === 0) return;
  await db
    .insertInto('product_specifications')
    .values([...values].map(([attribute_key, value]) => ({ product_id: productId, attribute_key, ...value })))
    .execute();
}

/** The product's stored values. */
export async function findSpecifications(db: Executor, productId: string): Promise<SpecificationRow[]> {
  const rows = await db
    .selectFrom('product_specifications')
    .select(['attribute_key', 'number_value', 'text_value'])
    .where('product_id', '=', productId)
    .execute();
  return rows.map((row) => ({ k: row.attribute_key, n: row.number_value, t: row.text_value }));
}
