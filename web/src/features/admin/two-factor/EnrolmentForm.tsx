import type { TwoFactorSetup } from '@voltcart/contract';
import { useState } from 'react';
import { dataOf } from '../../../shared/thunks';
import { SubmitOrCancel } from '../../../shared/ui/SubmitOrCancel';
import { twoFactorApi } from './api';
import { OneTimeCodeField } from './OneTimeCodeField';
import { PasswordAgainField } from './PasswordAgainField';
import { serverProblems, useTwoFactorForm, type Problems } from './use-two-factor-form';

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** As for any two-factor form (the field it names), and a refused code under the code. */
function enrolmentProblems(message: string): Problems {
  const named = serverProblems(message);
  // The code's refusal names no field ("That code is not right…"): it is about the code all the same.
  return named.form && /code/i.test(named.form) ? { code: named.form } : named;
}

/**
 * Step two of enrolment: scan the QR code (or type the key), then confirm with the code the app shows and the
 * password (the answer shows the recovery codes, which a session left open must not give away).
 */
export function EnrolmentForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const {
    problems,
    sending: confirming,
    onSubmit,
  } = useTwoFactorForm({
    missing: () => {
      const missing: Problems = {};
      if (!/^[0-9]{6}$/.test(code)) missing.code = 'Enter the 6 digits your authenticator app shows.';
      if (!password) missing.password = 'Enter your password.';
      return missing;
    },
    send: async () => {
      const { recoveryCodes } = await dataOf(twoFactorApi.confirm({ password, code }));
      onConfirmed(recoveryCodes);
    },
    failure: 'Could not turn on two-factor sign-in. Please try again.',
    problemsOf: enrolmentProblems,
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …).</li>
        <li>Scan the QR code, or enter the key by hand.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qrDataUrl}
          alt="QR code to add your Voltcart admin account to an authenticator app"
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-lg border border-slate-200 bg-white p-1"
        />
        <div className="min-w-0 text-sm text-slate-700">
          <p className="font-medium text-slate-800">Can&apos;t scan? Enter this key:</p>
          <p
            data-testid="two-factor-secret"
            className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900"
          >
            {grouped(setup.secret)}
          </p>
          <p className="mt-1 text-xs text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <OneTimeCodeField accepts="appCode" code={code} onCode={setCode} problem={problems.code} />
      <PasswordAgainField label="Your password" value={password} problem={problems.password} onChange={setPassword} />
      {problems.form && (
        <p role="alert" className="text-sm text-red-700">
          {problems.form}
        </p>
      )}
      <SubmitOrCancel label="Turn on two-factor sign-in" busyLabel="Checking..." busy={confirming} onCancel={onCancel} />
    </form>
  );
}
