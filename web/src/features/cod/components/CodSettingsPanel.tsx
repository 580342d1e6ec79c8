import { COD_CONFIRMATIONS, CodSettings, type CodConfirmation } from '@voltcart/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { codApi } from '../api';

type Draft = { maxOrderValue: string; fee: string; confirmation: CodConfirmation; refusalsLimit: string };

const CONFIRMATION_WORDS: Record<CodConfirmation, string> = {
  'email-code': 'The shopper confirms with a 6-digit code emailed to them',
  off: 'Off: a cash-on-delivery order is confirmed when placed',
};

const draftOf = (settings: CodSettings): Draft => ({
  maxOrderValue: String(settings.maxOrderValue),
  fee: String(settings.fee),
  confirmation: settings.confirmation,
  refusalsLimit: String(settings.refusalsLimit),
});

/** The admin's rules of cash on delivery: the largest order it takes, its fee, its confirmation and refusals allowed. */
export function CodSettingsPanel() {
  const [draft, setDraft] = useState<Draft>();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [saving, setSaving] = useState(false);
  const confirmationName = useId();

  useEffect(() => {
    codApi.settings().then(
      (answer) => setDraft(draftOf(answer.data)),
      (error: unknown) => setFailed(errorMessage(error, 'We could not load the cash-on-delivery rules.')),
    );
  }, []);

  if (failed) return <p className="text-sm text-red-700">{failed}</p>;
  if (!draft) return <Spinner label="Loading cash-on-delivery rules..." showLabel className="py-10" />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CodSettings.safeParse({
      maxOrderValue: Number(draft.maxOrderValue),
      fee: Number(draft.fee),
      confirmation: draft.confirmation,
      refusalsLimit: Number(draft.refusalsLimit),
    });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      const answer = await codApi.saveSettings(parsed.data);
      setDraft(draftOf(answer.data));
      toast.success(answer.message || 'Cash on delivery rules saved');
    } catch (error) {
      toast.error(errorMessage(error, 'We could not save the rules.'));
    } finally {
      setSaving(false);
    }
  };

  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value } as Draft);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="cod-settings-heading"
      className="max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h3 id="cod-settings-heading" className="text-lg font-semibold text-slate-900">
        Cash on delivery
      </h3>
      <TextField
        label="Maximum order value (₹)"
        inputMode="decimal"
        value={draft.maxOrderValue}
        problem={problems.maxOrderValue}
        hint="Orders above this are paid online."
        onChange={set('maxOrderValue')}
      />
      <TextField
        label="Fee (₹)"
        inputMode="decimal"
        value={draft.fee}
        problem={problems.fee}
        hint="Its own line, taxed like the goods."
        onChange={set('fee')}
      />
      <TextField
        label="Refusals allowed in 180 days"
        inputMode="numeric"
        value={draft.refusalsLimit}
        problem={problems.refusalsLimit}
        hint="A shopper with this many orders refused at the door pays online."
        onChange={set('refusalsLimit')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Confirmation</legend>
        {COD_CONFIRMATIONS.map((confirmation) => (
          <label key={confirmation} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={confirmationName}
              value={confirmation}
              className="size-4 accent-brand-700"
              checked={draft.confirmation === confirmation}
              onChange={() => setDraft({ ...draft, confirmation })}
            />
            {CONFIRMATION_WORDS[confirmation]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save rules'}
      </Button>
    </form>
  );
}
