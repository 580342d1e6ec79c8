import { pageTitles, SIGN_IN_TO_CONFIRM_EMAIL, type VerifiedEmail } from '@voltcart/contract';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { emailedTokenState, useEmailedToken } from '../../../shared/hooks/use-emailed-token';
import { paths } from '../../../shared/paths';
import type { SignInNotice } from '../../../shared/sign-in-notice';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { checkAuth, selectIsSignedIn } from '../../auth/slice';
import { accountApi } from '../api';
import { sendOnce } from '../send-once';

type Outcome = { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'invalid'; message: string };

const verifyOnce = sendOnce((token: string): Promise<VerifiedEmail> =>
  accountApi.verifyEmail(token).then((envelope) => envelope.data),
);

/**
 * The page a welcome or email-change link opens: verifying, then verified or invalid-or-expired. An email-change
 * link asks the shopper to sign in first (the server answers 401) and comes back here with its token.
 */
export function VerifyEmailPage() {
  useDocumentTitle(pageTitles.verifyEmail);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const token = useEmailedToken();
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
        if (!live) return;
        // A change-of-email link is confirmed signed in as its account: sign in, then back here with the token.
        if (error instanceof ApiError && error.status === 401) {
          const signIn: SignInNotice = {
            notice: error.serverMessage ?? SIGN_IN_TO_CONFIRM_EMAIL,
            returnTo: { pathname: paths.verifyEmail, state: emailedTokenState(token) },
          };
          void navigate(paths.login, { replace: true, state: signIn });
          return;
        }
        setOutcome({ state: 'invalid', message: errorMessage(error, 'This verification link is invalid or has expired.') });
      },
    );
    return () => {
      live = false;
    };
  }, [token, navigate]);

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
