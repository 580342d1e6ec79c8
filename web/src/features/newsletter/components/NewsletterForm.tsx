import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/Button';
import { EmailInput } from '../../../shared/ui/EmailInput';
import { newsletterApi } from '../api';

type Outcome = { kind: 'done' | 'problem'; text: string } | null;

/** The footer's newsletter sign-up: stores the address and asks the reader to confirm it from their inbox (double opt-in). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity() || !email.trim()) {
      return setOutcome({ kind: 'problem', text: 'Please enter a valid email address.' });
    }
    setSending(true);
    try {
      const answer = await newsletterApi.subscribe(email.trim());
      // The answer is the same whether or not the address was on the list already: always point to the inbox.
      setOutcome({
        kind: 'done',
        text: `Almost there! Check your inbox at ${answer.data?.email ?? email.trim()} and click the link to confirm.`,
      });
      setEmail('');
    } catch (error) {
      setOutcome({ kind: 'problem', text: errorMessage(error, 'Could not subscribe right now. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-sm font-semibold tracking-wide text-white uppercase">
        Newsletter
      </h2>
      <p className="mt-3 text-sm text-slate-300">Deals and new launches, once a week. No spam.</p>
      <div className="mt-3 flex gap-2">
        <EmailInput
          id="newsletter-email"
          label="Email address"
          value={email}
          onEmail={setEmail}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400"
        />
        <Button type="submit" disabled={sending}>
          {sending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p role="status" className={`mt-2 min-h-5 text-sm ${outcome?.kind === 'problem' ? 'text-red-300' : 'text-green-300'}`}>
        {outcome?.text}
      </p>
    </form>
  );
}
