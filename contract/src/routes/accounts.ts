import {
  CheckResetLinkBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  UndoEmailChangeBody,
  VerifiedEmailAnswer,
  VerifyEmailBody,
} from '../account';
import { ChangeEmailAnswer, ChangeEmailBody, ChangePasswordBody, SetUserDisabledBody } from '../account-settings';
import { EmptyAnswer, IdParams } from '../common';
import { UserAnswer } from '../user';
import { accountCalls } from './calls';
import { defineRoute, formRoute, signedInErrors } from './route';

export const accountRoutes = {
  forgotPassword: formRoute(accountCalls.forgotPassword, ForgotPasswordBody, EmptyAnswer),
  // A link that is not (or no longer) valid, or a common password, is a 400 naming it.
  resetPassword: formRoute(accountCalls.resetPassword, ResetPasswordBody, EmptyAnswer),
  // Whether a reset link still works, without using it: a 400 saying it was used, expired or is unknown.
  checkResetLink: formRoute(accountCalls.checkResetLink, CheckResetLinkBody, EmptyAnswer),
  // An email-change link: 401 signed out, 403 from another account's session; 409 when its address was taken meanwhile.
  verifyEmail: formRoute(accountCalls.verifyEmail, VerifyEmailBody, VerifiedEmailAnswer, [401, 409]),
  undoEmailChange: formRoute(accountCalls.undoEmailChange, UndoEmailChangeBody, VerifiedEmailAnswer, [409]),
  resendVerification: defineRoute(accountCalls.resendVerification, {
    response: { 200: EmptyAnswer },
    errors: [...signedInErrors, 409, 429],
  }),
  changePassword: defineRoute(accountCalls.changePassword, {
    body: ChangePasswordBody,
    response: { 200: EmptyAnswer },
    // A wrong current password is a 400 naming the field; 429 while the sign-in lockout holds the account.
    errors: [...signedInErrors, 429],
  }),
  changeEmail: defineRoute(accountCalls.changeEmail, {
    body: ChangeEmailBody,
    response: { 200: ChangeEmailAnswer },
    // A taken address answers as a free one does (its owner is mailed instead): no 409 to sweep addresses with.
    errors: [...signedInErrors, 429],
  }),
  signOutEverywhere: defineRoute(accountCalls.signOutEverywhere, {
    response: { 200: EmptyAnswer },
    errors: signedInErrors,
  }),
  setUserDisabled: defineRoute(accountCalls.setUserDisabled, {
    params: IdParams,
    body: SetUserDisabledBody,
    response: { 200: UserAnswer },
    errors: [401, 403, 404],
  }),
};
