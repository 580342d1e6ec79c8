import { apiCalls, type TwoFactorConfirmBody, type TwoFactorDisableBody } from '@voltcart/contract';
import { call } from '../../../shared/api-client';

const { twoFactor } = apiCalls;

/** The signed-in admin's own two-factor sign-in. */
export const twoFactorApi = {
  status: () => call(twoFactor.status, { asAdmin: true }),
  /** A new pending secret (replacing a pending one): QR code, otpauth URI and the secret as text. */
  setup: () => call(twoFactor.setup, { asAdmin: true }),
  /** Turns it on with the password and a first code; the answer's recovery codes are never shown again. */
  confirm: (body: TwoFactorConfirmBody) => call(twoFactor.confirm, { body, asAdmin: true }),
  /** Turns it off with the password and a current code (or a recovery code). */
  disable: (body: TwoFactorDisableBody) => call(twoFactor.disable, { body, asAdmin: true }),
};
