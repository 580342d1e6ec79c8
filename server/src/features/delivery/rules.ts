import type { DeliveryRule, DeliveryRuleFields, DeliveryRulesUpload } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import type { DeliveryRuleRow } from '../../db/engine/schema';
import { isUniqueViolation } from '../../db/engine/unique-violation';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import * as repo from './repo';
import { rulesFromCsv } from './rules-csv';

const taken = (prefix: string) => {
  const words = `Another rule already has the prefix ${prefix}`;
  return new AppError('conflict', words, { fields: { prefix: words } });
};

function toRule(row: DeliveryRuleRow): DeliveryRule {
  return {
    _id: row.id,
    prefix: row.prefix,
    area: row.area,
    minDays: row.min_days === null ? null : Number(row.min_days),
    maxDays: row.max_days === null ? null : Number(row.max_days),
    codAvailable: Number(row.cod_available) === 1,
    serviceable: Number(row.serviceable) === 1,
    updatedAt: row.updated_at,
  };
}

/** A rule that is not served keeps no days and takes no cash on delivery. */
function columnsOf(fields: DeliveryRuleFields, now: string): repo.DeliveryRuleColumns {
  return {
    prefix: fields.prefix,
    area: fields.area,
    min_days: fields.serviceable ? fields.minDays : null,
    max_days: fields.serviceable ? fields.maxDays : null,
    cod_available: fields.serviceable && fields.codAvailable ? 1 : 0,
    serviceable: fields.serviceable ? 1 : 0,
    updated_at: now,
  };
}

export async function listRules(db: Executor): Promise<DeliveryRule[]> {
  return (await repo.listRules(db)).map(toRule);
}

export async function createRule(db: Executor, fields: DeliveryRuleFields): Promise<DeliveryRule> {
  const now = nowIso();
  const id = newId();
  try {
    await repo.insertRules(db, [{ id, created_at: now, ...columnsOf(fields, now) }]);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(fields.prefix);
    throw error;
  }
  return toRule((await repo.findRule(db, id))!);
}

export async function updateRule(db: Executor, ruleId: string, fields: DeliveryRuleFields): Promise<DeliveryRule> {
  let updated: boolean;
  try {
    updated = await repo.updateRule(db, ruleId, columnsOf(fields, nowIso()));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(fields.prefix);
    throw error;
  }
  if (!updated) throw notFound('Delivery rule');
  return toRule((await repo.findRule(db, ruleId))!);
}

export async function deleteRule(db: Executor, ruleId: string): Promise<void> {
  if (!(await repo.deleteRule(db, ruleId))) throw notFound('Delivery rule');
}

/**
 * Takes an uploaded rules file as a whole or not at all: every line is checked before any rule changes, then in one
 * transaction the file's rules are added or updated by prefix, and with `replace` the rules not in the file go.
 */
export async function uploadRules(db: Executor, csv: string, mode: 'replace' | 'upsert'): Promise<DeliveryRulesUpload> {
  const fileRules = rulesFromCsv(csv);
  const counts = await inTransaction(db, async (trx) => {
    const now = nowIso();
    const kept = new Set((await repo.listRules(trx)).map((row) => row.prefix));
    const removed =
      mode === 'replace'
        ? await repo.deleteRulesExcept(
            trx,
            fileRules.map((rule) => rule.prefix),
          )
        : 0;
    const fresh = fileRules.filter((rule) => !kept.has(rule.prefix));
    for (const rule of fileRules.filter((each) => kept.has(each.prefix)))
      await repo.updateRuleByPrefix(trx, columnsOf(rule, now));
    await repo.insertRules(
      trx,
      fresh.map((rule) => ({ id: newId(), created_at: now, ...columnsOf(rule, now) })),
    );
    return { added: fresh.length, updated: fileRules.length - fresh.length, removed };
  }).catch((error: unknown) => {
    // Another admin's change added one of the file's prefixes meanwhile: nothing of this file was kept.
    if (isUniqueViolation(error)) throw new AppError('conflict', 'The rules changed while the file was read. Upload it again.');
    throw error;
  });
  return { rules: await listRules(db), ...counts };
}
