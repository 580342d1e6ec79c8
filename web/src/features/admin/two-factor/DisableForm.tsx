import { useState } from 'react';
import { dataOf } from '../../../shared/thunks';
import { SubmitOrCancel } from '../../../shared/ui/SubmitOrCancel';
import { twoFactorApi } from './api';
import { OneTimeCodeField } from './OneTimeCodeField';
import { PasswordAgainField } from './PasswordAgainField';
import { useTwoFactorForm, type Problems } from './use-two-factor-form';

/** Turning two-factor sign-in off: the password and a current code (or a recovery code) again, so a taken-over session alone cannot. */
export function DisableForm({
  required,
  onDisabled,
  onCancel,
}: {
  /** The shop requires admins' two-factor sign-in: off, the admin area shuts until it is set up again. */
  required: boolean;
  onDisabled: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { problems, sending, onSubmit } = useTwoFactorForm({
    missing: () => {
      const missing: Problems = {};
      if (!password) missing.password = 'Enter your password.';
      if (code.trim().length < 6) missing.code = 'Enter the 6-digit code from your app, or a recovery code.';
      return missing;
    },
    send: async () => {
      await dataOf(twoFactorApi.disable({ password, code }));
      onDisabled();
    },
    failure: 'Could not turn off two-factor sign-in. Please try again.',
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-labelledby="two-factor-off-heading">
      <h4 id="two-factor-off-heading" className="font-semibold text-slate-900">
        Turn off two-factor sign-in
      </h4>
      <p className="text-sm text-slate-600">
        {required
          ? 'This shop requires two-factor sign-in for admins: once it is off, the admin area stays shut until you set it up again (on a new phone, say). Confirm it is you:'
          : 'Admin sign-in will then ask only for your password. Confirm it is you:'}
      </p>
      {problems.form && (
        <p role="alert" className="text-sm text-red-700">
          {problems.form}
        </p>
      )}
      <PasswordAgainField label="Password" value={password} problem={problems.password} onChange={setPassword} />
      <OneTimeCodeField accepts="appOrRecoveryCode" code={code} onCode={setCode} problem={problems.code} />
      <SubmitOrCancel
        label="Turn off two-factor sign-in"
        busyLabel="Turning off..."
        busy={sending}
        onCancel={onCancel}
        variant="danger"
      />
    </form>
  );
}
