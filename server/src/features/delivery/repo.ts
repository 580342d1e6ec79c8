import type { Executor } from '../../db/engine/executor';
import type { DeliveryRuleRow, NewDeliveryRule } from '../../db/engine/schema';

export type DeliveryRuleColumns = Omit<NewDeliveryRule, 'id' | 'created_at'>;

/** Every rule, shortest prefix first, then by prefix (the order the admin reads and the CSV holds). */
export function listRules(db: Executor): Promise<DeliveryRuleRow[]> {
  return db
    .selectFrom('delivery_rules')
    .selectAll()
    .orderBy((eb) => eb.fn('length', ['prefix']))
    .orderBy('prefix')
    .execute();
}

export function findRule(db: Executor, ruleId: string): Promise<DeliveryRuleRow | undefined> {
  return db.selectFrom('delivery_rules').selectAll().where('id', '=', ruleId).executeTakeFirst();
}

/** The rule with the longest prefix of `pincode`, undefined when none matches. */
export function longestRuleFor(db: Executor, pincode: string): Promise<DeliveryRuleRow | undefined> {
  const prefixes = Array.from({ length: pincode.length }, (_, index) => pincode.slice(0, index + 1));
  return db
    .selectFrom('delivery_rules')
    .selectAll()
    .where('prefix', 'in', prefixes)
    .orderBy((eb) => eb.fn('length', ['prefix']), 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the shop has any rule at all (without one, delivery limits nothing). */
export async function hasAnyRule(db: Executor): Promise<boolean> {
  return (await db.selectFrom('delivery_rules').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertRules(db: Executor, rules: NewDeliveryRule[]): Promise<void> {
  for (let start = 0; start < rules.length; start += 100) {
    await db
      .insertInto('delivery_rules')
      .values(rules.slice(start, start + 100))
      .execute();
  }
}

export async function updateRule(db: Executor, ruleId: string, changes: DeliveryRuleColumns): Promise<boolean> {
  const result = await db.updateTable('delivery_rules').set(changes).where('id', '=', ruleId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateRuleByPrefix(db: Executor, changes: DeliveryRuleColumns): Promise<void> {
  await db.updateTable('delivery_rules').set(changes).where('prefix', '=', changes.prefix).execute();
}

export async function deleteRule(db: Executor, ruleId: string): Promise<boolean> {
  const result = await db.deleteFrom('delivery_rules').where('id', '=', ruleId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every rule whose prefix is not in `keep`; answers how many went. */
export async function deleteRulesExcept(db: Executor, keep: string[]): Promise<number> {
  let query = db.deleteFrom('delivery_rules');
  if (keep.length > 0) query = query.where('prefix', 'not in', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
