import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { accountSettingsApi } from '../api';
import { FormAlert } from './FormAlert';
import { checkPasswordForm, emptyPasswordForm, serverProblems, type PasswordField, type Problems } from '../settings-forms';

const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;

/** Current password, new password twice, and whether every other device should be signed out. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(emptyPasswordForm);
  const [problems, setProblems] = useState<Problems<PasswordField>>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState('');

  const set = (field: PasswordField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setDone('');
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPasswordForm(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setSaving(true);
    setProblems({});
    try {
      const answer = await accountSettingsApi.changePassword(checked.body);
      setValues(emptyPasswordForm());
      setDone(answer.message);
      toast.success(answer.message);
    } catch (error) {
      setProblems(serverProblems(errorMessage(error, 'Could not change the password. Please try again.'), SERVER_FIELDS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="change-password-heading" className="space-y-4">
      <h3 id="change-password-heading" className="font-semibold text-slate-900">
        Change password
      </h3>
      <FormAlert message={problems.form} />
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        problem={problems.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; not a common password"
        value={values.newPassword}
        onChange={set('newPassword')}
        problem={problems.newPassword}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        problem={problems.confirmPassword}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="signOutOtherDevices"
          checked={values.signOutOtherDevices}
          onChange={(event) => setValues((current) => ({ ...current, signOutOtherDevices: event.target.checked }))}
          className="size-4"
        />
        Sign out other devices
      </label>
      <Button type="submit" disabled={saving}>
        {saving ? 'Changing...' : 'Change password'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-green-700">
        {done}
      </p>
    </form>
  );
}
