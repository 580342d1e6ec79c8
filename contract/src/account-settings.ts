import { z } from 'zod';
import { envelope } from './common';
import { emailField, newPasswordField } from './user';

const presentPassword = (label: string, blank: string) =>
  z
    .string({ message: blank })
    .min(1, { message: blank })
    .max(200, { message: `${label} is too long: at most 200 characters` });

/** A signed-in person changes their password; `signOutOtherDevices` ends every session but this one. */
export const ChangePasswordBody = z.object({
  currentPassword: presentPassword('Current password', 'Enter your current password'),
  // The registration rules, in words naming this field.
  newPassword: newPasswordField('New password', 'Enter a new password'),
  signOutOtherDevices: z.boolean().default(false),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** A new email counts only once the link mailed to it is followed. */
export const ChangeEmailBody = z.object({
  newEmail: emailField('New email', 'Enter the new email address'),
  password: presentPassword('Password', 'Enter your password'),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ChangeEmailAnswer = envelope(z.object({ newEmail: z.string() }));

/** An admin disables (true) or enables (false) an account. */
export const SetUserDisabledBody = z.object({ disabled: z.boolean({ message: 'disabled must be true or false' }) });
export type SetUserDisabledBody = z.infer<typeof SetUserDisabledBody>;
