import { EmptyAnswer } from '../common';
import { apiPaths } from '../paths';
import {
  TwoFactorConfirmAnswer,
  TwoFactorConfirmBody,
  TwoFactorDisableBody,
  TwoFactorSetupAnswer,
  TwoFactorStatusAnswer,
} from '../two-factor';
import { callsOf, defineRoute } from './route';

const { auth } = apiPaths;

export const twoFactorCalls = callsOf('twoFactor', {
  status: { method: 'GET', path: auth.twoFactorStatus },
  setup: { method: 'POST', path: auth.twoFactorSetup },
  confirm: { method: 'POST', path: auth.twoFactorConfirm },
  disable: { method: 'POST', path: auth.twoFactorDisable },
});

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
