import { apiCalls } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { accounts } = apiCalls;

/** Password reset, email verification and the undo of a change of email (the calls behind the emailed links). */
export const accountApi = {
  /** Answers the same whether or not an account has this email. */
  forgotPassword: (email: string) => call(accounts.forgotPassword, { body: { email } }),
  resetPassword: (token: string, password: string) => call(accounts.resetPassword, { body: { token, password } }),
  /** Whether a reset link still works (nothing is used up): a 400 says it was used, expired or never existed. */
  checkResetLink: (token: string) => call(accounts.checkResetLink, { body: { token } }),
  verifyEmail: (token: string) => call(accounts.verifyEmail, { body: { token } }),
  /** The link mailed to the address an account left: moves it back there and signs every device out. */
  undoEmailChange: (token: string) => call(accounts.undoEmailChange, { body: { token } }),
  resendVerification: () => call(accounts.resendVerification),
};
