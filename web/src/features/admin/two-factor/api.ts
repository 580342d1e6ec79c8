import {
  apiPaths,
  type TwoFactorConfirmBody,
  type TwoFactorDisableBody,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@voltcart/contract';
import { apiRequest } from '../../../shared/api-client';

/** The signed-in admin's own two-factor sign-in. */
export const twoFactorApi = {
  status: () => apiRequest<TwoFactorStatus>(apiPaths.auth.twoFactorStatus, { asAdmin: true }),
  /** A new pending secret (replacing a pending one): QR code, otpauth URI and the secret as text. */
  setup: () => apiRequest<TwoFactorSetup>(apiPaths.auth.twoFactorSetup, { method: 'POST', asAdmin: true }),
  /** Turns it on with the password and a first code; the answer's recovery codes are never shown again. */
  confirm: (body: TwoFactorConfirmBody) =>
    apiRequest<TwoFactorRecoveryCodes>(apiPaths.auth.twoFactorConfirm, { method: 'POST', json: body, asAdmin: true }),
  /** Turns it off with the password and a current code (or a recovery code). */
  disable: (body: TwoFactorDisableBody) =>
    apiRequest<null>(apiPaths.auth.twoFactorDisable, { method: 'POST', json: body, asAdmin: true }),
};
