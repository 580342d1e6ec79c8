import { EmptyAnswer } from '../common';
import {
  TwoFactorConfirmAnswer,
  TwoFactorConfirmBody,
  TwoFactorDisableBody,
  TwoFactorSetupAnswer,
  TwoFactorStatusAnswer,
} from '../two-factor';
import { twoFactorCalls } from './calls';
import { defineRoute, formRoute } from './route';

export const twoFactorRoutes = {
  status: defineRoute(twoFactorCalls.status, { response: { 200: TwoFactorStatusAnswer }, errors: [401, 403] }),
  setup: defineRoute(twoFactorCalls.setup, { response: { 200: TwoFactorSetupAnswer }, errors: [401, 403, 409] }),
  confirm: formRoute(twoFactorCalls.confirm, TwoFactorConfirmBody, TwoFactorConfirmAnswer, [401, 409]),
  disable: formRoute(twoFactorCalls.disable, TwoFactorDisableBody, EmptyAnswer, [401, 409]),
};
