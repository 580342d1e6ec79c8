import { CircleAlert, LoaderCircle, PackageCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { emailedTokenState, useEmailedToken } from '../../../shared/hooks/use-emailed-token';
import { paths } from '../../../shared/paths';
import type { SignInNotice } from '../../../shared/sign-in-notice';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { codApi } from '../api';

type Outcome = { kind: 'confirmed' | 'invalid' | 'sign-in'; message: string };

// The token works once: the page's effect may run twice (StrictMode, a remount), so each is sent once per page load.
const sent = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  if (!token) {
    return Promise.resolve({ kind: 'invalid', message: 'This link is incomplete. Open it from the email again.' });
  }
  let outcome = sent.get(token);
  if (!outcome) {
    outcome = codApi.confirmByToken(token).then(
      (): Outcome => ({
        kind: 'confirmed',
        message: 'Your cash-on-delivery order is confirmed. We will email you when it ships.',
      }),
      (error: unknown): Outcome =>
        error instanceof ApiError && error.status === 401
          ? { kind: 'sign-in', message: 'Sign in to confirm your cash-on-delivery order.' }
          : { kind: 'invalid', message: errorMessage(error, 'We could not confirm your order.') },
    );
    sent.set(token, outcome);
  }
  return outcome;
}

/**
 * /order/confirm#token=… — the link of the cash-on-delivery confirmation email. The order is confirmed as its shopper:
 * a visitor not signed in is sent to sign in and brought back here with the token (router state, never an address).
 */
export default function CodConfirmPage() {
  useDocumentTitle('Confirm your order');
  const token = useEmailedToken();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let shown = true;
    void confirmOnce(token).then((result) => {
      if (!shown) return;
      if (result.kind === 'sign-in') {
        // Asked again once signed in: the answer of this try is forgotten.
        sent.delete(token);
        const signIn: SignInNotice = {
          notice: result.message,
          returnTo: { pathname: paths.codConfirm, state: emailedTokenState(token) },
        };
        void navigate(paths.login, { replace: true, state: signIn });
        return;
      }
      setOutcome(result);
    });
    return () => {
      shown = false;
    };
  }, [token, navigate]);

  return (
    <div role="status" aria-live="polite">
      {outcome === null ? (
        <StatePanel page icon={LoaderCircle} iconSpins title="Confirming your order...">
          <p>One moment.</p>
        </StatePanel>
      ) : outcome.kind === 'confirmed' ? (
        <StatePanel
          page
          tone="success"
          icon={PackageCheck}
          title="Order confirmed"
          links={[{ to: paths.orders, label: 'View your orders' }]}
        >
          <p>{outcome.message}</p>
        </StatePanel>
      ) : (
        <StatePanel
          page
          tone="error"
          icon={CircleAlert}
          title="This link can't be used"
          links={[{ to: paths.orders, label: 'Go to your orders' }]}
        >
          <p>{outcome.message}</p>
        </StatePanel>
      )}
    </div>
  );
}
