import { IdParams } from '../common';
import { CodConfirmedAnswer, CodResendAnswer, CodSettings, CodSettingsAnswer, ConfirmCodBody, ConfirmCodTokenBody } from '../cod';
import { codCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

const adminErrors = [401, 403] as const;

export const codRoutes = {
  // 404: not the caller's order; 422: a wrong, expired or locked code, or the order no longer awaits confirmation.
  confirm: defineRoute(codCalls.confirm, {
    params: IdParams,
    body: ConfirmCodBody,
    response: { 200: CodConfirmedAnswer },
    errors: [...signedInErrors, 404, 422],
  }),
  // 429: asked again within 30 seconds of the last code.
  resend: defineRoute(codCalls.resend, {
    params: IdParams,
    response: { 200: CodResendAnswer },
    errors: [...signedInErrors, 404, 422, 429],
  }),
  confirmByToken: defineRoute(codCalls.confirmByToken, {
    body: ConfirmCodTokenBody,
    response: { 200: CodConfirmedAnswer },
    errors: [...signedInErrors, 404, 422],
  }),
  settings: defineRoute(codCalls.settings, { response: { 200: CodSettingsAnswer }, errors: adminErrors }),
  updateSettings: defineRoute(codCalls.updateSettings, {
    body: CodSettings,
    response: { 200: CodSettingsAnswer },
    errors: adminErrors,
  }),
};
