import { pageTitles, type VerifiedEmail } from '@voltcart/contract';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { checkAuth, selectIsSignedIn } from '../../auth/slice';
import { accountApi } from '../api';

type Outcome = { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'invalid'; message: string };

// A link's token works once: a page shown twice (React's strict mode, a re-render) must send it once.
const sent = new Map<string, Promise<VerifiedEmail>>();
function verifyOnce(token: string): Promise<VerifiedEmail> {
  let answer = sent.get(token);
  if (!answer) {
    answer = accountApi.verifyEmail(token).then((envelope) => envelope.data);
    sent.set(token, answer);
  }
  return answer;
}

/** The page a welcome or email-change link opens: verifying, then verified or invalid-or-expired. */
export function VerifyEmailPage() {
  useDocumentTitle(pageTitles.verifyEmail);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token
      ? { state: 'verifying' }
      : { state: 'invalid', message: 'This verification link is incomplete. Open the link from the email again.' },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      (verified) => {
        if (live) setOutcome({ state: 'verified', email: verified.email });
      },
      (error: unknown) => {
        if (live)
          setOutcome({ state: 'invalid', message: errorMessage(error, 'This verification link is invalid or has expired.') });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  // The banner and the profile read the signed-in user: fetch it again now that the email is verified.
  const verified = outcome.state === 'verified';
  useEffect(() => {
    if (verified && signedIn) void dispatch(checkAuth());
  }, [verified, signedIn, dispatch]);

  if (outcome.state === 'verifying') {
    return (
      <StatePanel icon={LoaderCircle} iconSpins title="Verifying your email..." page>
        <p role="status">This takes a moment.</p>
      </StatePanel>
    );
  }
  if (outcome.state === 'verified') {
    return (
      <StatePanel
        icon={CircleCheck}
        tone="success"
        title="Your email is verified"
        page
        links={
          signedIn
            ? [{ to: paths.home, label: 'Continue shopping' }]
            : [
                { to: paths.login, label: 'Sign in' },
                { to: paths.home, label: 'Continue shopping' },
              ]
        }
      >
        <p role="status">
          Thank you! <strong className="text-slate-900">{outcome.email}</strong> is confirmed: order updates and password resets
          will reach you there.
        </p>
      </StatePanel>
    );
  }
  return (
    <StatePanel
      icon={CircleAlert}
      tone="error"
      title="This link is invalid or has expired"
      page
      links={signedIn ? [{ to: paths.home, label: 'Continue shopping' }] : [{ to: paths.login, label: 'Sign in' }]}
    >
      <p role="alert">{outcome.message}</p>
      {signedIn && <p className="mt-2">Use “Resend link” in the banner at the top to get a new link.</p>}
    </StatePanel>
  );
}

export default VerifyEmailPage;
