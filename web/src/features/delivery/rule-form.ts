import { DeliveryRuleBody, type DeliveryRule } from '@voltcart/contract';
import { fieldProblems } from '../../shared/field-problems';

/** What the rule form holds while an admin edits it (one form's state, never in Redux). */
export type RuleDraft = {
  prefix: string;
  area: string;
  minDays: string;
  maxDays: string;
  codAvailable: boolean;
  serviceable: boolean;
};

/** The fields that can be refused, in the order they show (the first with a problem gets the focus). */
export const RULE_FIELDS = ['prefix', 'area', 'minDays', 'maxDays'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export type RuleProblems = Partial<Record<RuleField, string>>;

export const emptyRuleDraft = (): RuleDraft => ({
  prefix: '',
  area: '',
  minDays: '',
  maxDays: '',
  codAvailable: true,
  serviceable: true,
});

const text = (value: number | null) => (value === null ? '' : String(value));

export const ruleDraftOf = (rule: DeliveryRule): RuleDraft => ({
  prefix: rule.prefix,
  area: rule.area,
  minDays: text(rule.minDays),
  maxDays: text(rule.maxDays),
  codAvailable: rule.codAvailable,
  serviceable: rule.serviceable,
});

const daysOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** The create and update calls' body; a rule that is not served sends no days. */
export function toRuleBody(draft: RuleDraft): DeliveryRuleBody {
  return {
    prefix: draft.prefix.trim(),
    area: draft.area.trim(),
    minDays: draft.serviceable ? daysOf(draft.minDays) : null,
    maxDays: draft.serviceable ? daysOf(draft.maxDays) : null,
    codAvailable: draft.serviceable && draft.codAvailable,
    serviceable: draft.serviceable,
  };
}

/** The draft checked with the server's own schema (contract `DeliveryRuleBody`), in its words, one problem per field. */
export function checkRuleDraft(draft: RuleDraft): RuleProblems {
  const result = DeliveryRuleBody.safeParse(toRuleBody(draft));
  return result.success ? {} : fieldProblems(result.error.issues, RULE_FIELDS);
}

/** A rule's promise in one line: "1–2 days · Cash on delivery", "7–10 days · No cash on delivery", "Not served". */
export function ruleTerms(rule: DeliveryRule): string {
  if (!rule.serviceable) return 'Not served';
  const days = rule.minDays === rule.maxDays ? `${rule.maxDays}` : `${rule.minDays}–${rule.maxDays}`;
  return `${days} ${rule.maxDays === 1 ? 'day' : 'days'} · ${rule.codAvailable ? 'Cash on delivery' : 'No cash on delivery'}`;
}
