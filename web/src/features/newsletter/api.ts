import { apiPaths } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const newsletterApi = {
  /** Stores the address unconfirmed and mails it a confirmation link; the same answer every time. */
  subscribe: (email: string) => apiRequest<{ email: string }>(apiPaths.newsletter.subscribe, { method: 'POST', json: { email } }),
  /** The double opt-in: the token from the confirmation email's link; a used or unknown token answers 400. */
  confirm: (token: string) => apiRequest<{ confirmed: true }>(apiPaths.newsletter.confirm, { method: 'POST', json: { token } }),
};
