import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { checkAuth, selectIsSignedIn, selectUser } from '../../auth/slice';
import { accountApi } from '../api';

type Outcome = { kind: 'sent' | 'problem'; text: string } | null;

/** "Verify your email" for a signed-in shopper who has not followed the welcome link yet (they can still shop). */
export function VerifyEmailBanner() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!signedIn || !user || user.role !== 'user' || user.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      await accountApi.resendVerification();
      setOutcome({ kind: 'sent', text: 'We sent you a new link. Please check your inbox.' });
    } catch (error) {
      // Verified in another tab meanwhile: fetching the user again hides the banner.
      if (error instanceof ApiError && error.status === 409) void dispatch(checkAuth());
      setOutcome({ kind: 'problem', text: errorMessage(error, 'Could not send the link right now. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label="Verify your email" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-amber-900">
        <MailWarning className="size-5 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1">
          {/* The address itself is on the profile page; here it would repeat it on every page. */}
          <strong className="font-semibold">Verify your email.</strong> We sent a link to your email address. You can keep
          shopping meanwhile.
        </p>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          className="min-h-11 rounded-lg border border-amber-300 bg-white px-3 font-semibold text-amber-900 hover:bg-amber-100 disabled:opacity-60"
        >
          {sending ? 'Sending...' : 'Resend link'}
        </button>
        <p role="status" className={`w-full empty:hidden ${outcome?.kind === 'problem' ? 'text-red-800' : 'text-green-800'}`}>
          {outcome?.text}
        </p>
      </div>
    </section>
  );
}
