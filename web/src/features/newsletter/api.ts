import { apiCalls } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { newsletter } = apiCalls;

export const newsletterApi = {
  /** Stores the address unconfirmed and mails it a confirmation link; the same answer every time. */
  subscribe: (email: string) => call(newsletter.subscribe, { body: { email } }),
  /** The double opt-in: the token from the confirmation email's link; a used or unknown token answers 400. */
  confirm: (token: string) => call(newsletter.confirm, { body: { token } }),
};
