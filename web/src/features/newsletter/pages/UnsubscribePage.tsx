import { pageTitles } from '@voltcart/contract';
import { CircleAlert, MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/Button';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { unsubscribeApi } from '../api';

type Outcome = { kind: 'done' | 'failed'; message: string };

/** The address and token of the link (`#email=…&token=…`), read once; the address bar then shows the bare page. */
function useLinkParts(): { email: string; token: string } {
  const location = useLocation();
  const navigate = useNavigate();
  const [parts] = useState(() => {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
    return { email: fragment.get('email')?.trim() ?? '', token: fragment.get('token')?.trim() ?? '' };
  });
  const inAddress = location.hash !== '';
  const { pathname } = location;
  useEffect(() => {
    if (inAddress) void navigate({ pathname, search: '', hash: '' }, { replace: true, state: null });
  }, [inAddress, pathname, navigate]);
  return parts;
}

/** /unsubscribe#email=…&token=… — a marketing email's link: asks, then unsubscribes the address at once. */
export default function UnsubscribePage() {
  useDocumentTitle(pageTitles.unsubscribe);
  const { email, token } = useLinkParts();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!email || !token) {
    return (
      <StatePanel
        page
        tone="error"
        icon={CircleAlert}
        title="This link can't be used"
        links={[{ to: paths.home, label: 'Go to the home page' }]}
      >
        <p>The unsubscribe link is not complete. Open it again from the email, or copy the whole link.</p>
      </StatePanel>
    );
  }

  const unsubscribe = async () => {
    setBusy(true);
    try {
      const answer = await unsubscribeApi.unsubscribe(email, token);
      setOutcome({ kind: 'done', message: answer.message });
    } catch (cause) {
      setOutcome({ kind: 'failed', message: errorMessage(cause, 'We could not unsubscribe you. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="status" aria-live="polite">
      {outcome === null ? (
        <StatePanel
          page
          icon={MailX}
          title="Unsubscribe from Voltcart emails?"
          action={
            <Button type="button" disabled={busy} onClick={() => void unsubscribe()}>
              {busy ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          }
        >
          <p>{email} will get no more cart reminders or newsletters. Emails about your orders and your account still come.</p>
        </StatePanel>
      ) : outcome.kind === 'done' ? (
        <StatePanel
          page
          tone="success"
          icon={MailX}
          title="You're unsubscribed"
          links={[{ to: paths.home, label: 'Continue shopping' }]}
        >
          <p>{outcome.message}.</p>
        </StatePanel>
      ) : (
        <StatePanel
          page
          tone="error"
          icon={CircleAlert}
          title="This link can't be used"
          links={[{ to: paths.home, label: 'Go to the home page' }]}
        >
          <p>{outcome.message}</p>
        </StatePanel>
      )}
    </div>
  );
}
