import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/engine/executor';
import { membersOf, optionsOf } from './repo';

/**
 * One card per variant group on a listing: a grouped product is listed only when it is its group's card among the
 * products the listing's other conditions match: the lowest-priced in stock, else the lowest-priced (then the
 * oldest, by id). `from` is the listing's `products p` (joined to its text matches), `where` its conditions on `p`
 * with `p.variant_group_id is not null` among them. Only the grouped matches are ranked; the others pass on the
 * condition's first half.
 */
export function isGroupCard(from: RawBuilder<unknown>, groupedWhere: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(p.variant_group_id is null or p.id in (
    select cards.id from (
      select p.id as id, row_number() over (
        partition by p.variant_group_id
        order by case when p.stock > 0 then 0 else 1 end, p.sales_price_paise, p.id
      ) as card_rank
      from ${from} ${groupedWhere}
    ) cards where cards.card_rank = 1))`;
}

/** The grouped products a whole category's brand counts count beyond one card per group, by brand. */
export async function extraGroupMembersByBrand(db: Executor, categoryIds: string[] | undefined): Promise<Map<string, number>> {
  const inCategories = categoryIds ? sql`and category_id in (${sql.join(categoryIds)})` : sql``;
  const { rows } = await sql<{ brand: string; extra: number | string }>`
    select brand, count(*) - count(distinct variant_group_id) as extra
    from products where variant_group_id is not null ${inCategories}
    group by brand`.execute(db);
  return new Map(rows.map((row) => [row.brand, Number(row.extra)]));
}

/** What a group's card says beside its product: how many variants it stands for, how many values each option has. */
export type GroupCard = { variantCount: number; optionValueCounts: Record<string, number> };

/** The cards of the groups a listing's page shows. */
export async function groupCards(db: Executor, groupIds: string[]): Promise<Map<string, GroupCard>> {
  const members = await membersOf(db, groupIds);
  const values = new Map<string, Map<string, Set<string>>>();
  const counts = new Map<string, number>();
  for (const member of members) {
    counts.set(member.variant_group_id, (counts.get(member.variant_group_id) ?? 0) + 1);
    const byKey = values.get(member.variant_group_id) ?? new Map<string, Set<string>>();
    for (const [key, value] of Object.entries(optionsOf(member.variant_options))) {
      byKey.set(key, (byKey.get(key) ?? new Set()).add(value));
    }
    values.set(member.variant_group_id, byKey);
  }
  return new Map(
    [...counts].map(([groupId, variantCount]) => [
      groupId,
      {
        variantCount,
        optionValueCounts: Object.fromEntries([...(values.get(groupId) ?? [])].map(([key, set]) => [key, set.size])),
      },
    ]),
  );
}
