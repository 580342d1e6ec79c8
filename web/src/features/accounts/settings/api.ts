import { apiPaths, type ChangeEmailBody, type ChangePasswordBody } from '@voltcart/contract';
import { apiRequest } from '../../../shared/api-client';

export const accountSettingsApi = {
  changePassword: (body: ChangePasswordBody) => apiRequest<null>(apiPaths.auth.changePassword, { method: 'POST', json: body }),
  /** Mails a confirmation link to the new address; the email changes only once it is followed. */
  changeEmail: (body: ChangeEmailBody) =>
    apiRequest<{ newEmail: string }>(apiPaths.auth.changeEmail, { method: 'POST', json: body }),
  /** Ends every session of the account, this one too. */
  signOutEverywhere: () => apiRequest<null>(apiPaths.auth.signOutEverywhere, { method: 'POST' }),
};
