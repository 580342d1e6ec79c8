import { apiCalls, type ChangeEmailBody, type ChangePasswordBody } from '@voltcart/contract';
import { call } from '../../../shared/api-client';

const { accounts } = apiCalls;

export const accountSettingsApi = {
  changePassword: (body: ChangePasswordBody) => call(accounts.changePassword, { body }),
  /** Mails a confirmation link to the new address; the email changes only once it is followed. */
  changeEmail: (body: ChangeEmailBody) => call(accounts.changeEmail, { body }),
  /** Ends every session of the account, this one too. */
  signOutEverywhere: () => call(accounts.signOutEverywhere),
};
