import { ForgotPasswordBody, ResetPasswordBody, UndoEmailChangeBody, VerifiedEmailAnswer, VerifyEmailBody } from '../account';
import { ChangeEmailAnswer, ChangeEmailBody, ChangePasswordBody, SetUserDisabledBody } from '../account-settings';
import { EmptyAnswer, IdParams } from '../common';
import { UserAnswer } from '../user';
import { accountCalls } from './calls';
import { defineRoute } from './route';

export const accountRoutes = {
  forgotPassword: defineRoute(accountCalls.forgotPassword, {
    body: ForgotPasswordBody,
    response: { 200: EmptyAnswer },
    errors: [429],
  }),
  resetPassword: defineRoute(accountCalls.resetPassword, {
    body: ResetPasswordBody,
    response: { 200: EmptyAnswer },
    errors: [401, 422, 429],
  }),
  verifyEmail: defineRoute(accountCalls.verifyEmail, {
    body: VerifyEmailBody,
    response: { 200: VerifiedEmailAnswer },
    errors: [401, 409, 422, 429],
  }),
  undoEmailChange: defineRoute(accountCalls.undoEmailChange, {
    body: UndoEmailChangeBody,
    response: { 200: VerifiedEmailAnswer },
    errors: [401, 409, 422, 429],
  }),
  resendVerification: defineRoute(accountCalls.resendVerification, {
    response: { 200: EmptyAnswer },
    errors: [401, 409, 429],
  }),
  changePassword: defineRoute(accountCalls.changePassword, {
    body: ChangePasswordBody,
    response: { 200: EmptyAnswer },
    errors: [401, 429],
  }),
  changeEmail: defineRoute(accountCalls.changeEmail, {
    body: ChangeEmailBody,
    response: { 200: ChangeEmailAnswer },
    errors: [401, 409, 429],
  }),
  signOutEverywhere: defineRoute(accountCalls.signOutEverywhere, { response: { 200: EmptyAnswer }, errors: [401] }),
  setUserDisabled: defineRoute(accountCalls.setUserDisabled, {
    params: IdParams,
    body: SetUserDisabledBody,
    response: { 200: UserAnswer },
    errors: [401, 403, 404],
  }),
};
