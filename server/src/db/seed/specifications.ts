import { checkSpecifications, type Specifications } from '@voltcart/contract';
import type { Executor } from '../engine/executor';
import { DEMO_SPECIFICATIONS } from './demo-specifications-data';

type SeededProduct = { id: string; name: string; category_id: string | null };
type SpecificationRow = { product_id: string; attribute_key: string; number_value: number | null; text_value: string | null };

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
};

/**
 * A demo product's values: its own when the list knows its name, else those of the listed product of its category
 * whose name it shares most of (a colour or storage variant of a listed phone), with the RAM and storage its name
 * states ("(12 GB RAM, 512 GB)"). Deterministic: the same name always gets the same values.
 */
export function demoSpecificationsOf(name: string, categoryId: string | null): Specifications {
  const own = DEMO_SPECIFICATIONS[name];
  if (own) return own;
  const { values: known } = checkSpecifications(categoryId, {});
  let best: { name: string; shared: number } | undefined;
  for (const listed of Object.keys(DEMO_SPECIFICATIONS)) {
    const shared = commonPrefix(listed, name);
    const fits = Object.keys(checkSpecifications(categoryId, DEMO_SPECIFICATIONS[listed]!).errors).length === 0;
    if (fits && shared > 0 && (!best || shared > best.shared)) best = { name: listed, shared };
  }
  const values: Specifications = { ...known, ...(best ? DEMO_SPECIFICATIONS[best.name] : {}) };
  const ram = /(\d+)\s*GB RAM/i.exec(name);
  const storage = /(\d+)\s*(GB|TB)\)/i.exec(name);
  if (best && 'ram' in values && ram) values.ram = Number(ram[1]);
  if (best && 'storage' in values && storage)
    values.storage = Number(storage[1]) * (storage[2]!.toUpperCase() === 'TB' ? 1024 : 1);
  return values;
}

/** The rows of product_specifications for seeded products (only the values their category has). */
export function demoSpecificationRows(products: readonly SeededProduct[]): SpecificationRow[] {
  return products.flatMap((product) => {
    const { values } = checkSpecifications(product.category_id, demoSpecificationsOf(product.name, product.category_id));
    return Object.entries(values).map(([attribute_key, value]) => ({
      product_id: product.id,
      attribute_key,
      number_value: typeof value === 'number' ? value : null,
      text_value: typeof value === 'number' ? null : String(value),
    }));
  });
}

/**
 * Gives the demo products their specifications when no product has any yet (a shop seeded before products had
 * them); answers how many products got values. Products an admin added are left alone.
 */
export async function seedMissingDemoSpecifications(db: Executor): Promise<number> {
  if (await db.selectFrom('product_specifications').select('product_id').limit(1).executeTakeFirst()) return 0;
  const names = Object.keys(DEMO_SPECIFICATIONS);
  const products = await db.selectFrom('products').select(['id', 'name', 'category_id']).where('name', 'in', names).execute();
  const rows = demoSpecificationRows(products);
  await insertSpecificationRows(db, rows);
  return new Set(rows.map((row) => row.product_id)).size;
}

export async function insertSpecificationRows(db: Executor, rows: SpecificationRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('product_specifications')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
