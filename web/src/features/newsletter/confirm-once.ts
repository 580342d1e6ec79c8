import { errorMessage } from '../../shared/api-client';
import { newsletterApi } from './api';

export type ConfirmOutcome = { kind: 'confirmed'; message: string } | { kind: 'invalid'; message: string };

const MISSING = 'This confirmation link is incomplete. Open the link from the email again, or subscribe again to get a new one.';

// A token works once on the server: the page's effect may run twice (StrictMode, a remount), so each token is
// sent once per page load and every caller shares that one answer.
const sent = new Map<string, Promise<ConfirmOutcome>>();

/** Confirms the subscription of the link's token, sending it at most once per page load. */
export function confirmOnce(token: string | null): Promise<ConfirmOutcome> {
  const wanted = token?.trim() ?? '';
  if (!wanted) return Promise.resolve({ kind: 'invalid', message: MISSING });
  let outcome = sent.get(wanted);
  if (!outcome) {
    outcome = newsletterApi.confirm(wanted).then(
      (answer): ConfirmOutcome => ({ kind: 'confirmed', message: answer.message || 'Your subscription is confirmed.' }),
      (error: unknown): ConfirmOutcome => ({
        kind: 'invalid',
        message: errorMessage(error, 'We could not confirm your subscription. Please try again.'),
      }),
    );
    sent.set(wanted, outcome);
  }
  return outcome;
}
