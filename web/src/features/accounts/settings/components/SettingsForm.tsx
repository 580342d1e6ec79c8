import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { FormAlert } from '../../../../shared/ui/FormAlert';

/**
 * One form of the account settings: its heading (which names the form), an optional line under it, the refusal that
 * names no field, the fields, the submit button and a status line that reads out what the change did.
 */
export function SettingsForm({
  headingId,
  title,
  intro,
  onSubmit,
  formProblem,
  submit,
  status,
  children,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  onSubmit: (event: FormEvent) => Promise<void>;
  formProblem: string | undefined;
  submit: { busyLabel: string; busy: boolean };
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      {intro}
      <FormAlert message={formProblem} />
      {children}
      <Button type="submit" disabled={submit.busy}>
        {submit.busy ? submit.busyLabel : title}
      </Button>
      <p role="status" className="min-h-5 text-sm text-green-700">
        {status}
      </p>
    </form>
  );
}
