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

/** A welcome (verify) link's or an email-change link's token. */
export const VerifyEmailBody = z.object({ token });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** After following a verify or change link: the address that is now the account's, verified. */
export const VerifiedEmailAnswer = envelope(z.object({ email: z.string() }));
export type VerifiedEmail = z.infer<typeof VerifiedEmailAnswer>['data'];

/** The message every bad, used or expired reset link gets. */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
/** The message every bad, used or expired verification link gets. */
export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired.';
