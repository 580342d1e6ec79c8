import { apiCalls } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { newsletter } = apiCalls;

export const newsletterApi = {
  /** Stores the address unconfirmed and mails it a confirmation link; the same answer every time. */
  subscribe: (email: string) => call(newsletter.subscribe, { body: { email } }),
  /** The double opt-in: the token from the confirmation email's link; a used or unknown token answers 400. */
  confirm: (token: string) => call(newsletter.confirm, { body: { token } }),
};

/** A marketing email's unsubscribe link: the address and the token the shop signed it with; honoured at once. */
export const unsubscribeApi = {
  unsubscribe: (email: string, token: string) => call(apiCalls.cartReminders.unsubscribe, { query: { email, token }, body: {} }),
};
