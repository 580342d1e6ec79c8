import { BellRing, CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/Button';
import { EmailInput } from '../../../shared/ui/EmailInput';
import { selectUser } from '../../auth/slice';
import { stockAlertsApi } from '../api';

type Outcome = { kind: 'waiting'; email: string } | { kind: 'problem'; text: string } | null;

/** The element id the product cards' bell links to (shared/paths `productNotifyMe`). */
const NOTIFY_ME_ANCHOR = 'notify-me';

/**
 * "Notify me when it's back" under an out-of-stock product's unavailable Buy buttons: one click for a signed-in
 * shopper (their account's address), an email field for a guest. The server mails once, when stock returns.
 */
export function NotifyMeControl({ productId, productName }: { productId: string; productName: string }) {
  const user = useAppSelector(selectUser);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingId = useId();
  const inputId = useId();
  const problemId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // Arriving from a card's bell: bring the box into view and put the keyboard on its first control.
  useEffect(() => {
    if (hash !== `#${NOTIFY_ME_ANCHOR}`) return;
    section.current?.scrollIntoView?.({ block: 'center' });
    section.current?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  }, [hash]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!user && (!address || !event.currentTarget.checkValidity())) {
      return setOutcome({ kind: 'problem', text: 'Please enter a valid email address.' });
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await stockAlertsApi.notifyMe(productId, user ? undefined : address);
      setOutcome({ kind: 'waiting', email: answer.data?.email ?? (address || user?.email || '') });
    } catch (error) {
      setOutcome({ kind: 'problem', text: errorMessage(error, 'Could not save your request right now. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      ref={section}
      id={NOTIFY_ME_ANCHOR}
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <BellRing className="size-5 text-brand-700" aria-hidden /> Notify me when it's back
      </h2>
      {outcome?.kind === 'waiting' ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-sm text-green-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Done! We'll email {outcome.email} once when {productName} is back in stock.
          </span>
        </p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-2">
          <p className="text-sm text-slate-700">
            {user
              ? `We'll send one email to ${user.email} when it's in stock again.`
              : "Leave your email and we'll send one message when it's in stock again."}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            {!user && (
              <div className="min-w-0 flex-1">
                <EmailInput
                  id={inputId}
                  label="Email for the back-in-stock alert"
                  value={email}
                  onEmail={setEmail}
                  aria-invalid={outcome?.kind === 'problem' ? true : undefined}
                  aria-describedby={outcome?.kind === 'problem' ? problemId : undefined}
                  className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
                />
              </div>
            )}
            <Button type="submit" disabled={sending}>
              {sending ? 'Saving...' : user ? "Notify me when it's back" : 'Notify me'}
            </Button>
          </div>
          {outcome?.kind === 'problem' && (
            <p id={problemId} role="alert" className="mt-2 text-sm text-red-700">
              {outcome.text}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
