import { EmptyAnswer } from '../common';
import {
  TwoFactorConfirmAnswer,
  TwoFactorConfirmBody,
  TwoFactorDisableBody,
  TwoFactorSetupAnswer,
  TwoFactorStatusAnswer,
} from '../two-factor';
import { twoFactorCalls } from './calls';
import { defineRoute } from './route';

export const twoFactorRoutes = {
  status: defineRoute(twoFactorCalls.status, { response: { 200: TwoFactorStatusAnswer }, errors: [401, 403] }),
  setup: defineRoute(twoFactorCalls.setup, { response: { 200: TwoFactorSetupAnswer }, errors: [401, 403, 409] }),
  confirm: defineRoute(twoFactorCalls.confirm, {
    body: TwoFactorConfirmBody,
    response: { 200: TwoFactorConfirmAnswer },
    errors: [401, 403, 409, 429],
  }),
  disable: defineRoute(twoFactorCalls.disable, {
    body: TwoFactorDisableBody,
    response: { 200: EmptyAnswer },
    errors: [401, 403, 409, 429],
  }),
};
