import { pageTitles } from '@voltcart/contract';
import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useEmailedToken } from '../../../shared/hooks/use-emailed-token';
import { paths } from '../../../shared/paths';
import { StatePanel, type StateLook } from '../../../shared/ui/StatePanel';
import { confirmOnce, type ConfirmOutcome } from '../confirm-once';

/** What the page shows once the server has answered, by its answer. */
const OUTCOME_LOOKS: Record<ConfirmOutcome['kind'], StateLook> = {
  confirmed: {
    tone: 'success',
    icon: MailCheck,
    title: "You're subscribed!",
    links: [{ to: paths.home, label: 'Continue shopping' }],
  },
  invalid: {
    tone: 'error',
    icon: CircleAlert,
    title: "This link can't be used",
    links: [{ to: paths.home, label: 'Go to the home page' }],
  },
};

/** /newsletter/confirm#token=… — the link of the confirmation email: confirming, then confirmed or invalid. */
export default function NewsletterConfirmPage() {
  useDocumentTitle(pageTitles.newsletterConfirm);
  const token = useEmailedToken();
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null);

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
        <StatePanel page icon={LoaderCircle} iconSpins title="Confirming your subscription...">
          <p>One moment.</p>
        </StatePanel>
      ) : (
        <StatePanel page {...OUTCOME_LOOKS[outcome.kind]}>
          <p>{outcome.message}</p>
        </StatePanel>
      )}
    </div>
  );
}
