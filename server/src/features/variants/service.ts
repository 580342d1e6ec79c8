import {
  MAX_VARIANTS_IN_GROUP,
  rupeesFromPaise,
  type Product,
  type VariantGroup,
  type VariantOptions,
  type VariantSummary,
} from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { fieldError } from '../../lib/validation';
import * as repo from './repo';

const sameOptions = (a: VariantOptions, b: VariantOptions) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/** The options in words, as the admin wrote them ("Colour: Midnight, Storage: 256 GB"). */
const inWords = (options: VariantOptions) =>
  Object.entries(options)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');

function toGroup(groupId: string, members: repo.MemberRow[]): VariantGroup {
  const optionKeys = Object.keys(repo.optionsOf(members[0]?.variant_options));
  return {
    groupId,
    optionKeys,
    members: members.map((member) => ({
      _id: member.id,
      productName: member.name,
      options: repo.optionsOf(member.variant_options),
      salesPrice: rupeesFromPaise(member.sales_price_paise),
      productStock: member.stock,
    })),
  };
}

async function groupById(db: Executor, groupId: string): Promise<VariantGroup | null> {
  const members = await repo.membersOf(db, [groupId]);
  return members.length ? toGroup(groupId, members) : null;
}

async function productInGroup(db: Executor, productId: string) {
  const product = await repo.groupOfProduct(db, productId);
  if (!product) throw notFound('Product');
  return product;
}

/** The group of the product; null when it belongs to none. */
export async function groupOf(db: Executor, productId: string): Promise<VariantGroup | null> {
  const product = await productInGroup(db, productId);
  return product.variant_group_id ? groupById(db, product.variant_group_id) : null;
}

/** Makes a group of the product alone: its option keys are the group's, in the order given. */
export async function createGroup(db: Executor, productId: string, options: VariantOptions): Promise<VariantGroup> {
  return inTransaction(db, async (trx) => {
    const product = await productInGroup(trx, productId);
    if (product.variant_group_id) throw new AppError('conflict', 'This product is in a variant group already');
    const groupId = newId();
    await repo.setGroup(trx, productId, groupId, options, nowIso());
    return (await groupById(trx, groupId))!;
  });
}

/**
 * The options as the group keeps them: its keys in its order, each given a value, and no other member with the same
 * values (a field error in words for each).
 */
function checkedOptions(group: VariantGroup, options: VariantOptions, exceptId?: string): VariantOptions {
  const missing = group.optionKeys.filter((key) => options[key] === undefined);
  if (missing.length) throw fieldError(`options.${missing[0]}`, `Give a value for ${missing.join(' and ')}`);
  const extra = Object.keys(options).filter((key) => !group.optionKeys.includes(key));
  if (extra.length) {
    throw fieldError(
      `options.${extra[0]}`,
      `This group's options are ${group.optionKeys.join(', ')} (${extra.join(', ')} is not one of them)`,
    );
  }
  const ordered = Object.fromEntries(group.optionKeys.map((key) => [key, options[key]!]));
  const taken = group.members.find((member) => member._id !== exceptId && sameOptions(member.options, ordered));
  if (taken) throw fieldError('options', `Another variant already has ${inWords(ordered)}`);
  return ordered;
}

async function groupOfMember(db: Executor, productId: string): Promise<VariantGroup> {
  const product = await productInGroup(db, productId);
  const group = product.variant_group_id ? await groupById(db, product.variant_group_id) : null;
  if (!group) throw new AppError('conflict', 'This product is in no variant group: make a group of it first');
  return group;
}

/** A new variant copied from a member (every field, its stock and its images), with its own options. */
export async function addVariant(db: Executor, sourceId: string, options: VariantOptions): Promise<VariantGroup> {
  return inTransaction(db, async (trx) => {
    const group = await groupOfMember(trx, sourceId);
    if (group.members.length >= MAX_VARIANTS_IN_GROUP) {
      throw new AppError('conflict', `A group has at most ${MAX_VARIANTS_IN_GROUP} variants`);
    }
    const ordered = checkedOptions(group, options);
    await repo.copyProduct(trx, sourceId, { id: newId(), groupId: group.groupId, options: ordered, now: nowIso() });
    return (await groupById(trx, group.groupId))!;
  });
}

export async function updateOptions(db: Executor, productId: string, options: VariantOptions): Promise<VariantGroup> {
  return inTransaction(db, async (trx) => {
    const group = await groupOfMember(trx, productId);
    await repo.setGroup(trx, productId, group.groupId, checkedOptions(group, options, productId), nowIso());
    return (await groupById(trx, group.groupId))!;
  });
}

/** Takes the product out of its group (it stays a product); a group left with one member is no group. */
export async function removeFromGroup(db: Executor, productId: string): Promise<VariantGroup | null> {
  return inTransaction(db, async (trx) => {
    const group = await groupOfMember(trx, productId);
    const now = nowIso();
    await repo.setGroup(trx, productId, null, null, now);
    const rest = group.members.filter((member) => member._id !== productId);
    if (rest.length === 1) await repo.setGroup(trx, rest[0]!._id, null, null, now);
    return rest.length > 1 ? groupById(trx, group.groupId) : null;
  });
}

/** The product answer's variant fields: its group, options and the group's members (none outside a group). */
export async function withVariants(db: Executor, products: Map<string, Product>): Promise<Map<string, Product>> {
  const grouped = await repo.groupsOfProducts(db, [...products.keys()]);
  const members = await repo.membersOf(
    db,
    [...new Set(grouped.values())].map((row) => row.variant_group_id),
  );
  const byGroup = new Map<string, VariantSummary[]>();
  for (const member of members) {
    const list = byGroup.get(member.variant_group_id) ?? [];
    list.push({
      _id: member.id,
      options: repo.optionsOf(member.variant_options),
      salesPrice: rupeesFromPaise(member.sales_price_paise),
      productStock: member.stock,
    });
    byGroup.set(member.variant_group_id, list);
  }
  return new Map(
    [...products].map(([id, product]) => {
      const group = grouped.get(id);
      // A product of no group answers as it did before groups existed (and as a cart line shows it).
      if (!group) return [id, product];
      return [
        id,
        {
          ...product,
          variantGroupId: group.variant_group_id,
          options: repo.optionsOf(group.variant_options),
          variants: byGroup.get(group.variant_group_id) ?? [],
        },
      ];
    }),
  );
}
