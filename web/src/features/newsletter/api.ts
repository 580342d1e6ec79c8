import { apiPaths } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const newsletterApi = {
  /** Idempotent: subscribing twice is fine. */
  subscribe: (email: string) => apiRequest<{ email: string }>(apiPaths.newsletter.subscribe, { method: 'POST', json: { email } }),
};
