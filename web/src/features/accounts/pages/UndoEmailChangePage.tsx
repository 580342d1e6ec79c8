import { pageTitles, type VerifiedEmail } from '@voltcart/contract';
import { CircleAlert, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useEmailedToken } from '../../../shared/hooks/use-emailed-token';
import { paths } from '../../../shared/paths';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { checkAuth, selectIsSignedIn } from '../../auth/slice';
import { accountApi } from '../api';
import { sendOnce } from '../send-once';

type Outcome = { state: 'undoing' } | { state: 'undone'; email: string } | { state: 'invalid'; message: string };

const INCOMPLETE = 'This link is incomplete. Open the link from the email again.';
const undoOnce = sendOnce((token: string): Promise<VerifiedEmail> =>
  accountApi.undoEmailChange(token).then((envelope) => envelope.data),
);

/**
 * The page of the link mailed to the address an account was moved away from: the account moves back there and
 * every device is signed out; the next step offered is a new password.
 */
export function UndoEmailChangePage() {
  useDocumentTitle(pageTitles.undoEmailChange);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const token = useEmailedToken();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'undoing' } : { state: 'invalid', message: INCOMPLETE },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    undoOnce(token).then(
      (restored) => {
        if (live) setOutcome({ state: 'undone', email: restored.email });
      },
      (error: unknown) => {
        if (live) setOutcome({ state: 'invalid', message: errorMessage(error, 'This link is invalid or has expired.') });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  // Every session ended, this browser's too: the header learns it from the session check.
  const undone = outcome.state === 'undone';
  useEffect(() => {
    if (undone && signedIn) void dispatch(checkAuth());
  }, [undone, signedIn, dispatch]);

  if (outcome.state === 'undoing') {
    return (
      <StatePanel icon={LoaderCircle} iconSpins title="Moving your account back..." page>
        <p role="status">This takes a moment.</p>
      </StatePanel>
    );
  }
  if (outcome.state === 'undone') {
    return (
      <StatePanel
        icon={ShieldCheck}
        tone="success"
        title="Your email is back"
        page
        links={[
          { to: paths.forgotPassword, label: 'Choose a new password' },
          { to: paths.login, label: 'Sign in' },
        ]}
      >
        <p role="status">
          Your account uses <strong className="text-slate-900">{outcome.email}</strong> again, and every device is signed out.
        </p>
        <p className="mt-2">If someone else may know your password, choose a new one now.</p>
      </StatePanel>
    );
  }
  return (
    <StatePanel
      icon={CircleAlert}
      tone="error"
      title="This link can't be used"
      page
      links={[{ to: paths.forgotPassword, label: 'Reset your password' }]}
    >
      <p role="alert">{outcome.message}</p>
    </StatePanel>
  );
}

export default UndoEmailChangePage;
