import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { serverProblems as problemsNamed, type FieldProblems } from '../../../shared/server-problems';
import { dataOf } from '../../../shared/thunks';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { twoFactorApi } from './api';

type Field = 'password' | 'code';
type Problems = FieldProblems<Field>;

/** "code: The sign-in code is not right…" goes under the field it names, without the name; anything else above the form. */
function serverProblems(message: string): Problems {
  return problemsNamed(message, ['password', 'code'] as const, (field, sent) => {
    const rest = sent.startsWith(`${field}: `) ? sent.slice(field.length + 2) : sent;
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  });
}

/** Turning two-factor sign-in off: the password and a current code (or a recovery code) again, so a taken-over session alone cannot. */
export function DisableForm({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Problems = {};
    if (!password) missing.password = 'Enter your password.';
    if (code.trim().length < 6) missing.code = 'Enter the 6-digit code from your app, or a recovery code.';
    setProblems(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      await dataOf(twoFactorApi.disable({ password, code }));
      onDisabled();
    } catch (error) {
      setProblems(serverProblems(errorMessage(error, 'Could not turn off two-factor sign-in. Please try again.')));
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-labelledby="two-factor-off-heading">
      <h4 id="two-factor-off-heading" className="font-semibold text-slate-900">
        Turn off two-factor sign-in
      </h4>
      <p className="text-sm text-slate-600">Admin sign-in will then ask only for your password. Confirm it is you:</p>
      {problems.form && (
        <p role="alert" className="text-sm text-red-700">
          {problems.form}
        </p>
      )}
      <TextField
        label="Password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        className="max-w-xs"
        required
        value={password}
        problem={problems.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Code from the app, or a recovery code"
        name="one-time-code"
        autoComplete="one-time-code"
        maxLength={40}
        className="max-w-xs"
        required
        value={code}
        problem={problems.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={sending}>
          {sending ? 'Turning off...' : 'Turn off two-factor sign-in'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
