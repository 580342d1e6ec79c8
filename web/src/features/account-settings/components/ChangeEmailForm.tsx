import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { accountSettingsApi } from '../api';
import { checkEmailForm, emptyEmailForm, serverProblems, type EmailField, type Problems } from '../settings-forms';
import { FormAlert } from './FormAlert';

const SERVER_FIELDS = ['newEmail', 'password'] as const;

/** New email and the password; the change counts once the link mailed to the new address is followed. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | undefined }) {
  const [values, setValues] = useState(emptyEmailForm);
  const [problems, setProblems] = useState<Problems<EmailField>>({});
  const [saving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState('');

  const set = (field: EmailField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmailForm(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setSaving(true);
    setProblems({});
    setSentTo('');
    try {
      const answer = await accountSettingsApi.changeEmail(checked.body);
      setValues(emptyEmailForm());
      setSentTo(answer.data.newEmail);
    } catch (error) {
      setProblems(serverProblems(errorMessage(error, 'Could not start the change of email. Please try again.'), SERVER_FIELDS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="change-email-heading" className="space-y-4">
      <h3 id="change-email-heading" className="font-semibold text-slate-900">
        Change email
      </h3>
      {currentEmail && <p className="text-sm text-slate-600">Your account uses {currentEmail} until you confirm a new address.</p>}
      <FormAlert message={problems.form} />
      <TextField
        label="New email"
        name="newEmail"
        type="email"
        autoComplete="email"
        value={values.newEmail}
        onChange={set('newEmail')}
        problem={problems.newEmail}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        problem={problems.password}
      />
      <Button type="submit" disabled={saving}>
        {saving ? 'Sending...' : 'Change email'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-green-700">
        {sentTo && `Check ${sentTo} for a confirmation link`}
      </p>
    </form>
  );
}
