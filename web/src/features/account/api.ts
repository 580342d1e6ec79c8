import { apiPaths, type VerifiedEmail } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

/** Password reset and email verification (the calls behind the emailed links). */
export const accountApi = {
  /** Answers the same whether or not an account has this email. */
  forgotPassword: (email: string) => apiRequest<null>(apiPaths.auth.forgotPassword, { method: 'POST', json: { email } }),
  resetPassword: (token: string, password: string) =>
    apiRequest<null>(apiPaths.auth.resetPassword, { method: 'POST', json: { token, password } }),
  verifyEmail: (token: string) => apiRequest<VerifiedEmail>(apiPaths.auth.verifyEmail, { method: 'POST', json: { token } }),
  resendVerification: () => apiRequest<null>(apiPaths.auth.resendVerification, { method: 'POST' }),
};
