import { useState } from 'react';
import { TextField } from '../../../../shared/ui/TextField';
import { accountSettingsApi } from '../api';
import { checkEmailForm, emptyEmailForm } from '../settings-forms';
import { useSettingsForm } from '../use-settings-form';
import { SettingsForm } from './SettingsForm';

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
    <SettingsForm
      headingId="change-email-heading"
      title="Change email"
      intro={
        currentEmail && (
          <p className="text-sm text-slate-600">Your account uses {currentEmail} until you confirm a new address.</p>
        )
      }
      onSubmit={onSubmit}
      formProblem={problems.form}
      submit={{ busyLabel: 'Sending...', busy: saving }}
      status={sentTo && `Check ${sentTo} for a confirmation link`}
    >
      <TextField {...field('newEmail')} type="email" autoComplete="email" />
      <TextField {...field('password')} type="password" autoComplete="current-password" />
    </SettingsForm>
  );
}
