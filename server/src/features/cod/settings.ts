import { COD_DEFAULTS, paiseFromRupees, rupeesFromPaise, type CodSettings } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';

/** The admin's rules in paise, as checkout and the cart summary apply them. */
export type CodRules = {
  maxOrderValuePaise: number;
  feePaise: number;
  confirmation: CodSettings['confirmation'];
  refusalsLimit: number;
};

const DEFAULT_RULES: CodRules = {
  maxOrderValuePaise: paiseFromRupees(COD_DEFAULTS.maxOrderValue),
  feePaise: paiseFromRupees(COD_DEFAULTS.fee),
  confirmation: COD_DEFAULTS.confirmation,
  refusalsLimit: COD_DEFAULTS.refusalsLimit,
};

/** The rules in force: the saved row, or the defaults until an admin first saves them. */
export async function codRulesOf(db: Executor): Promise<CodRules> {
  const row = await db.selectFrom('cod_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULT_RULES;
  return {
    maxOrderValuePaise: Number(row.max_order_value_paise),
    feePaise: Number(row.fee_paise),
    confirmation: row.confirmation,
    refusalsLimit: Number(row.refusals_limit),
  };
}

export const toCodSettings = (rules: CodRules): CodSettings => ({
  maxOrderValue: rupeesFromPaise(rules.maxOrderValuePaise),
  fee: rupeesFromPaise(rules.feePaise),
  confirmation: rules.confirmation,
  refusalsLimit: rules.refusalsLimit,
});

/** Saves the admin's rules (one row): checkouts from now on follow them; orders placed keep their fee. */
export async function saveCodSettings(db: Executor, settings: CodSettings): Promise<CodSettings> {
  const columns = {
    max_order_value_paise: paiseFromRupees(settings.maxOrderValue),
    fee_paise: paiseFromRupees(settings.fee),
    confirmation: settings.confirmation,
    refusals_limit: settings.refusalsLimit,
    updated_at: nowIso(),
  };
  await db
    .insertInto('cod_settings')
    .values({ id: 1, ...columns })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
    .execute();
  return toCodSettings(await codRulesOf(db));
}
