import type { DeliveryRule } from '@voltcart/contract';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api-client';
import { showProblems } from '../../../shared/focus-first-problem';
import { serverProblems } from '../../../shared/server-problems';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { deliveryRulesApi } from '../api';
import {
  checkRuleDraft,
  emptyRuleDraft,
  RULE_FIELDS,
  ruleDraftOf,
  toRuleBody,
  type RuleDraft,
  type RuleField,
  type RuleProblems,
} from '../rule-form';

const FORM_ID = 'admin-delivery-rule-form';

/**
 * Add mode (no `rule`) or edit mode (prefilled, saved under its id). Each problem, the form's own check's or the
 * server's (a prefix another rule has), shows under its field, and focus moves to the first.
 */
export function DeliveryRuleForm({
  rule,
  onCancel,
  onSaved,
}: {
  rule?: DeliveryRule | undefined;
  onCancel: () => void;
  onSaved: (rule: DeliveryRule) => void;
}) {
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? ruleDraftOf(rule) : emptyRuleDraft()));
  const [problems, setProblems] = useState<RuleProblems & { form?: string }>({});
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const set = <K extends keyof RuleDraft>(field: K, value: RuleDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const textField = (field: RuleField) => ({
    id: `${FORM_ID}-${field}`,
    value: draft[field],
    problem: problems[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const found = checkRuleDraft(draft);
    if (Object.keys(found).length > 0) {
      showProblems(form, () => setProblems(found));
      return;
    }
    setSaving(true);
    try {
      const body = toRuleBody(draft);
      const answer = rule ? await deliveryRulesApi.update(rule._id, body) : await deliveryRulesApi.create(body);
      toast.success(`${answer.message}: ${answer.data.prefix}`);
      onSaved(answer.data);
    } catch (error) {
      const refusal =
        error instanceof ApiError
          ? { message: error.serverMessage ?? 'Could not save the rule', fields: error.fields }
          : 'Could not save the rule';
      showProblems(form, () => setProblems(serverProblems(refusal, RULE_FIELDS)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {rule ? `Edit the rule for ${rule.prefix}` : 'Add delivery rule'}
      </h3>
      <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4 sm:grid-cols-2">
        {problems.form && (
          <p className="text-sm text-red-700 sm:col-span-2" role="alert">
            {problems.form}
          </p>
        )}
        <TextField
          {...textField('prefix')}
          data-autofocus
          label="Pincode prefix *"
          hint="1 to 6 digits: 5 is every pincode starting with 5, 560034 one pincode. The longest match wins."
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
        />
        <TextField {...textField('area')} label="Area" hint="For your own reading, e.g. Bengaluru." autoComplete="off" />
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.serviceable}
            onChange={(event) => set('serviceable', event.target.checked)}
          />
          We deliver here
        </label>
        {draft.serviceable && (
          <>
            <TextField
              {...textField('minDays')}
              label="Fewest days *"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="Working days after dispatch (Sundays do not count)."
            />
            <TextField
              {...textField('maxDays')}
              label="Most days *"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="The day shoppers are promised is counted with this."
            />
            <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
              <input
                type="checkbox"
                className="size-4"
                checked={draft.codAvailable}
                onChange={(event) => set('codAvailable', event.target.checked)}
              />
              Cash on delivery available
            </label>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : rule ? 'Save rule' : 'Add rule'}
          </Button>
        </div>
      </form>
    </section>
  );
}
