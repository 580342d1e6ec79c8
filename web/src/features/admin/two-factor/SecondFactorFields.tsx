import { useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';

/**
 * The second step of admin sign-in: the 6-digit code from the authenticator app, or a recovery code instead.
 * Sits inside the sign-in form; `onCode` keeps what is typed, the form's submit sends it with the password.
 */
export function SecondFactorFields({
  code,
  onCode,
  submitting,
  refusal,
  onStartOver,
}: {
  code: string;
  onCode: (code: string) => void;
  submitting: boolean;
  refusal: ReactNode;
  onStartOver: () => void;
}) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);

  const switchKind = () => {
    onCode('');
    setUseRecoveryCode((recovery) => !recovery);
  };

  return (
    <>
      <p className="text-sm text-slate-700">
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Two-factor sign-in is on for this account. Enter the 6-digit code your authenticator app shows.'}
      </p>
      {/* Each field replaces the password fields (or the other kind of code): the next thing to fill takes the focus. */}
      {useRecoveryCode ? (
        <TextField
          key="recovery"
          autoFocus
          label="Recovery code"
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder="abcd-efgh-jkmn"
          value={code}
          onChange={(event) => onCode(event.target.value)}
        />
      ) : (
        <TextField
          key="app"
          autoFocus
          label="6-digit code"
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={code}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        />
      )}
      {refusal}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={switchKind} className="font-semibold text-brand-700 hover:underline">
          {useRecoveryCode ? 'Use the code from your app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" onClick={onStartOver} className="text-slate-600 hover:underline">
          Sign in as someone else
        </button>
      </div>
    </>
  );
}
