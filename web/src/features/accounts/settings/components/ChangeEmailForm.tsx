import { useState } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { accountSettingsApi } from '../api';
import { checkEmailForm, emptyEmailForm } from '../settings-forms';
import { useSettingsForm } from '../use-settings-form';
import { FormAlert } from '../../../../shared/ui/FormAlert';

/** New email and the password; the change counts once the link mailed to the new address is followed. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | undefined }) {
  const [sentTo, setSentTo] = useState('');
  const { problems, saving, onSubmit, field } = useSettingsForm({
    empty: emptyEmailForm,
    check: checkEmailForm,
    send: accountSettingsApi.changeEmail,
    sent: (answer) => setSentTo(answer.data.newEmail),
    failure: 'Could not start the change of email. Please try again.',
    serverFields: ['newEmail', 'password'],
    starting: () => setSentTo(''),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="change-email-heading" className="space-y-4">
      <h3 id="change-email-heading" className="font-semibold text-slate-900">
        Change email
      </h3>
      {currentEmail && (
        <p className="text-sm text-slate-600">Your account uses {currentEmail} until you confirm a new address.</p>
      )}
      <FormAlert message={problems.form} />
      <TextField {...field('newEmail')} type="email" autoComplete="email" />
      <TextField {...field('password')} type="password" autoComplete="current-password" />
      <Button type="submit" disabled={saving}>
        {saving ? 'Sending...' : 'Change email'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-green-700">
        {sentTo && `Check ${sentTo} for a confirmation link`}
      </p>
    </form>
  );
}
