import { z } from 'zod';
import { envelope } from './common';
import { RegisterFields } from './user';

// Account recovery and email verification: the bodies of the calls an emailed link leads to.

/** The random token of an emailed link (base64url, 43 characters as the server makes them). */
const token = z
  .string({ message: 'token is required' })
  .trim()
  .min(1, { message: 'token is required' })
  .max(200, { message: 'token is too long' });

/** "Forgot password?": the answer is the same whether or not an account has this email. */
export const ForgotPasswordBody = z.object({ email: RegisterFields.shape.email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** The reset page sends the link's token with the new password (the registration page's rules). */
export const ResetPasswordBody = z.object({ token, password: RegisterFields.shape.password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** The reset page asks, as it opens, whether its link still works (nothing is used up). */
export const CheckResetLinkBody = z.object({ token });
export type CheckResetLinkBody = z.infer<typeof CheckResetLinkBody>;

/** A welcome (verify) link's or an email-change link's token. */
export const VerifyEmailBody = z.object({ token });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** The token of the link mailed to the address an account was moved away from. */
export const UndoEmailChangeBody = z.object({ token });
export type UndoEmailChangeBody = z.infer<typeof UndoEmailChangeBody>;

/** After following a verify, change or undo link: the address that is now the account's, verified. */
export const VerifiedEmailAnswer = envelope(z.object({ email: z.string() }));
export type VerifiedEmail = z.infer<typeof VerifiedEmailAnswer>['data'];

/** The message every bad, used or expired reset link gets. */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
/** What the reset page says as it opens a link that was used already. */
export const RESET_LINK_USED = 'This reset link was already used. Ask for a new one if you still need it.';
/** What the reset page says as it opens a link past its time. */
export const RESET_LINK_EXPIRED = 'This reset link has expired. Ask for a new one.';
/** The message every bad, used or expired verification link gets. */
export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired.';
/** An email-change link is confirmed from a session of its account: the answer (401) to a request without one. */
export const SIGN_IN_TO_CONFIRM_EMAIL = 'Please sign in to confirm your new email address.';
/** The answer (403) to an email-change link followed while signed in as another account. */
export const CONFIRM_EMAIL_OTHER_ACCOUNT =
  'This link confirms a new email for another account. Sign out, then sign in to the account that asked for the change.';
/** The message every bad, used or expired undo link gets. */
export const UNDO_LINK_INVALID = 'This link is invalid, has already been used or is more than 7 days old.';
