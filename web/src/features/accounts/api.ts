import { apiPaths, type VerifiedEmail } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

/** Password reset, email verification and the undo of a change of email (the calls behind the emailed links). */
export const accountApi = {
  /** Answers the same whether or not an account has this email. */
  forgotPassword: (email: string) => apiRequest<null>(apiPaths.auth.forgotPassword, { method: 'POST', json: { email } }),
  resetPassword: (token: string, password: string) =>
    apiRequest<null>(apiPaths.auth.resetPassword, { method: 'POST', json: { token, password } }),
  verifyEmail: (token: string) => apiRequest<VerifiedEmail>(apiPaths.auth.verifyEmail, { method: 'POST', json: { token } }),
  /** The link mailed to the address an account left: moves it back there and signs every device out. */
  undoEmailChange: (token: string) =>
    apiRequest<VerifiedEmail>(apiPaths.auth.undoEmailChange, { method: 'POST', json: { token } }),
  resendVerification: () => apiRequest<null>(apiPaths.auth.resendVerification, { method: 'POST' }),
};
