import type { TwoFactorSetup, TwoFactorStatus } from '@voltcart/contract';
import { CircleAlert, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { dataOf } from '../../../shared/thunks';
import { Button } from '../../../shared/ui/Button';
import { IconBadge } from '../../../shared/ui/IconBadge';
import { twoFactorEnrolled, twoFactorWithdrawn } from '../../auth/slice';
import { RetryAlert } from '../components/RetryAlert';
import { twoFactorApi } from './api';
import { DisableForm } from './DisableForm';
import { EnrolmentForm } from './EnrolmentForm';
import { RecoveryCodes } from './RecoveryCodes';

type PanelState =
  | { view: 'loading' }
  | { view: 'failed' }
  | { view: 'status'; status: TwoFactorStatus }
  | { view: 'enrolling'; setup: TwoFactorSetup }
  | { view: 'recovery-codes'; codes: string[] }
  | { view: 'disabling'; required: boolean };

/** The signed-in admin's two-factor sign-in: whether it is on, enrolling an authenticator app, and turning it off. */
export function TwoFactorPanel() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PanelState>({ view: 'loading' });
  const [starting, setStarting] = useState(false);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    dataOf(twoFactorApi.status()).then(
      (status) => current && setState({ view: 'status', status }),
      () => current && setState({ view: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  /** Shows the state afresh (after a failure, a cancelled enrolment or the recovery codes). */
  const load = () => {
    setState({ view: 'loading' });
    setAttempt((count) => count + 1);
  };

  const start = async () => {
    setStarting(true);
    try {
      setState({ view: 'enrolling', setup: await dataOf(twoFactorApi.setup()) });
    } catch (error) {
      toast.error(errorMessage(error, 'Could not start setting up two-factor sign-in. Please try again.'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <section aria-labelledby="two-factor-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <IconBadge icon={KeyRound} className="shrink-0" />
        <div>
          <h3 id="two-factor-heading" className="text-lg font-bold text-slate-900">
            Two-factor sign-in
          </h3>
          <p className="text-sm text-slate-600">After your password, admin sign-in asks for a code from an app on your phone.</p>
        </div>
      </div>
      <div className="mt-5" aria-busy={state.view === 'loading'}>
        {state.view === 'loading' && <p className="text-sm text-slate-600">Loading...</p>}
        {state.view === 'failed' && (
          <RetryAlert onRetry={load}>
            <p className="flex items-center gap-2">
              <CircleAlert className="size-5 shrink-0" aria-hidden />
              Could not load your two-factor settings.
            </p>
          </RetryAlert>
        )}
        {state.view === 'status' &&
          (state.status.enabled ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="space-y-1 text-sm">
                <p className="flex items-center gap-2 font-semibold text-green-700">
                  <ShieldCheck className="size-5" aria-hidden /> On
                </p>
                <p className="text-slate-600">{state.status.recoveryCodesLeft} of 10 recovery codes left.</p>
              </div>
              <Button variant="secondary" onClick={() => setState({ view: 'disabling', required: state.status.required })}>
                Turn off
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-2 text-sm font-semibold text-slate-700">
                <ShieldOff className="size-5" aria-hidden /> Off
              </p>
              <Button onClick={() => void start()} disabled={starting}>
                {starting ? 'Starting...' : 'Set up two-factor sign-in'}
              </Button>
            </div>
          ))}
        {state.view === 'enrolling' && (
          <EnrolmentForm
            setup={state.setup}
            onConfirmed={(codes) => {
              toast.success('Two-factor sign-in is on');
              // The server opened the admin area to this session: a session that could only enrol now has all of it.
              dispatch(twoFactorEnrolled());
              setState({ view: 'recovery-codes', codes });
            }}
            onCancel={load}
          />
        )}
        {state.view === 'recovery-codes' && <RecoveryCodes codes={state.codes} onDone={load} />}
        {state.view === 'disabling' && (
          <DisableForm
            required={state.required}
            onDisabled={() => {
              toast.success('Two-factor sign-in is off');
              // The shop requires it: the server shut the admin area to this session until it is set up again.
              if (state.required) dispatch(twoFactorWithdrawn());
              load();
            }}
            onCancel={load}
          />
        )}
      </div>
    </section>
  );
}
