import type { VariantOptions } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { newId } from '../../lib/ids';

/** A group member's columns the pickers, the cards and the admin's dialog read. */
export type MemberRow = {
  id: string;
  name: string;
  variant_group_id: string;
  variant_options: string | null;
  sales_price_paise: number;
  stock: number;
};

/** The option values a row keeps (a JSON object; an unreadable or absent one is no options). */
export function optionsOf(json: string | null | undefined): VariantOptions {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as VariantOptions) : {};
}

/** The members of the groups, each group's in creation order (ids are UUIDv7s: id order is creation order). */
export async function membersOf(db: Executor, groupIds: string[]): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'variant_group_id', 'variant_options', 'sales_price_paise', 'stock'])
    .where('variant_group_id', 'in', [...new Set(groupIds)])
    .orderBy('variant_group_id')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, variant_group_id: row.variant_group_id!, stock: Number(row.stock) }));
}

/** The product's group and options; undefined for an unknown product. */
export function groupOfProduct(
  db: Executor,
  productId: string,
): Promise<{ id: string; variant_group_id?: string | null; variant_options?: string | null } | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'variant_group_id', 'variant_options'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** Puts the product in the group with its options (null, null: out of any group). */
export async function setGroup(
  db: Executor,
  productId: string,
  groupId: string | null,
  options: VariantOptions | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ variant_group_id: groupId, variant_options: options && JSON.stringify(options), updated_at: now })
    .where('id', '=', productId)
    .execute();
}

/**
 * A new product copied from `sourceId` (every field, its stock and its images, which both then show) in the group with
 * its own options; the admin then edits it as any product.
 */
export async function copyProduct(
  db: Executor,
  sourceId: string,
  copy: { id: string; groupId: string; options: VariantOptions; now: string },
): Promise<void> {
  const source = await db.selectFrom('products').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
  await db
    .insertInto('products')
    .values({
      id: copy.id,
      name: source.name,
      price_paise: source.price_paise,
      sales_price_paise: source.sales_price_paise,
      description: source.description,
      brand: source.brand,
      category_id: source.category_id,
      stock: source.stock,
      created_at: copy.now,
      updated_at: copy.now,
      variant_group_id: copy.groupId,
      variant_options: JSON.stringify(copy.options),
    })
    .execute();
  const images = await db
    .selectFrom('product_images')
    .select(['id', 'url', 'position'])
    .where('product_id', '=', sourceId)
    .orderBy('position')
    .execute();
  if (images.length === 0) return;
  await db
    .insertInto('product_images')
    .values(images.map((image) => ({ id: newId(), product_id: copy.id, url: image.url, position: image.position })))
    .execute();
}

/** The grouped ones of the products, with their group and options (products of no group are absent). */
export async function groupsOfProducts(
  db: Executor,
  productIds: string[],
): Promise<Map<string, { variant_group_id: string; variant_options: string | null }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'variant_group_id', 'variant_options'])
    .where('id', 'in', productIds)
    .where('variant_group_id', 'is not', null)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { variant_group_id: row.variant_group_id!, variant_options: row.variant_options ?? null }]),
  );
}

/** The product's id and, when it belongs to a group, every other member's id too. */
export async function idsOfItsGroup(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('products as own')
    .leftJoin('products as member', 'member.variant_group_id', 'own.variant_group_id')
    .select(['own.id as own_id', 'member.id as member_id'])
    .where('own.id', '=', productId)
    .execute();
  return [...new Set([productId, ...rows.flatMap((row) => (row.member_id ? [row.member_id] : []))])];
}
