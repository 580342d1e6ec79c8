// Delivery helpers: a suite's own serviceability rules, written as the admin's table holds them.
import { newId } from '../src/lib/ids';
import type { TestApp } from './test-app';

export type TestRule = { prefix: string; days?: [number, number]; cod?: boolean; area?: string };

/** Replaces every delivery rule of the shop with these; a rule without days is not served. */
export async function setDeliveryRules(shop: TestApp, rules: TestRule[]): Promise<void> {
  const now = new Date().toISOString();
  await shop.db.deleteFrom('delivery_rules').execute();
  if (rules.length === 0) return;
  await shop.db
    .insertInto('delivery_rules')
    .values(
      rules.map((rule) => ({
        id: newId(),
        prefix: rule.prefix,
        area: rule.area ?? '',
        min_days: rule.days?.[0] ?? null,
        max_days: rule.days?.[1] ?? null,
        cod_available: rule.days && (rule.cod ?? true) ? 1 : 0,
        serviceable: rule.days ? 1 : 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
