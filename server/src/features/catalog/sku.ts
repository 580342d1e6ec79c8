import { findCategory } from '@voltcart/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/engine/executor';
import { isUniqueViolation } from '../../db/engine/unique-violation';
import { fieldError } from '../../lib/validation';

/**
 * SKUs: unique ignoring case (the index on lower(sku), 0032). A product added without one gets
 * `<brand>-<category>-<number>`, the first free number after the shop's count of products, the same shape the
 * migration gave the products before it.
 */
export function skuStem(brand: string, categoryName: string | undefined): string {
  const brandCode =
    brand
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 6) || 'ITEM';
  const category = (categoryName ? findCategory(categoryName)?.id : undefined) ?? 'other';
  return `${brandCode}-${category.toUpperCase()}`;
}

/** The product (id) holding this SKU, ignoring case. */
export async function productIdOfSku(db: Executor, sku: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where(sql`lower(sku)`, '=', sku.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** A SKU no product holds, of the stem's shape. */
export async function freeSku(db: Executor, stem: string): Promise<string> {
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  for (let number = Number(count) + 1; ; number++) {
    const sku = `${stem}-${String(number).padStart(4, '0')}`;
    if (!(await productIdOfSku(db, sku))) return sku;
  }
}

export const skuTaken = (sku: string) => fieldError('sku', `Another product has the SKU ${sku}`);

/** Runs a write that sets a SKU; a unique-index refusal (another write took it meanwhile) is the form's own error. */
export async function writingSku<T>(sku: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw skuTaken(sku);
    throw error;
  }
}
