import { useState } from 'react';
import { toast } from '../../../../shared/toasts/toast-store';
import { TextField } from '../../../../shared/ui/TextField';
import { accountSettingsApi } from '../api';
import { checkPasswordForm, emptyPasswordForm } from '../settings-forms';
import { useSettingsForm } from '../use-settings-form';
import { SettingsForm } from './SettingsForm';

/** Current password, new password twice, and whether every other device should be signed out. */
export function ChangePasswordForm() {
  const [done, setDone] = useState('');
  const { values, setValues, problems, saving, onSubmit, field } = useSettingsForm({
    empty: emptyPasswordForm,
    check: checkPasswordForm,
    send: accountSettingsApi.changePassword,
    sent: (answer) => {
      setDone(answer.message);
      toast.success(answer.message);
    },
    failure: 'Could not change the password. Please try again.',
    serverFields: ['currentPassword', 'newPassword'],
    edited: () => setDone(''),
  });

  return (
    <SettingsForm
      headingId="change-password-heading"
      title="Change password"
      onSubmit={onSubmit}
      formProblem={problems.form}
      submit={{ busyLabel: 'Changing...', busy: saving }}
      status={done}
    >
      <TextField {...field('currentPassword')} type="password" autoComplete="current-password" />
      <TextField
        {...field('newPassword')}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; not a common password"
      />
      <TextField {...field('confirmPassword')} type="password" autoComplete="new-password" />
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
    </SettingsForm>
  );
}
