import { CircleAlert, LoaderCircle, PackageCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useEmailedToken } from '../../../shared/hooks/use-emailed-token';
import { paths } from '../../../shared/paths';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { codApi } from '../api';

type Outcome = { kind: 'confirmed' | 'invalid'; message: string };

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
      (error: unknown): Outcome => ({ kind: 'invalid', message: errorMessage(error, 'We could not confirm your order.') }),
    );
    sent.set(token, outcome);
  }
  return outcome;
}

/** /order/confirm#token=… — the link of the cash-on-delivery confirmation email. */
export default function CodConfirmPage() {
  useDocumentTitle('Confirm your order');
  const token = useEmailedToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let shown = true;
    void confirmOnce(token).then((result) => {
      if (shown) setOutcome(result);
    });
    return () => {
      shown = false;
    };
  }, [token]);

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
