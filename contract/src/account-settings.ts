import { z } from 'zod';
import { envelope } from './common';

const presentPassword = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .min(1, { message: `${name} is required` })
    .max(200, { message: `${name} is too long` });

/** A signed-in person changes their password; `signOutOtherDevices` ends every session but this one. */
export const ChangePasswordBody = z.object({
  currentPassword: presentPassword('currentPassword'),
  // The registration rules, named after this field so the form can put the message under it.
  newPassword: z
    .string({ message: 'newPassword is required' })
    .min(8, { message: 'newPassword must be at least 8 characters' })
    .max(200, { message: 'newPassword is too long' }),
  signOutOtherDevices: z.boolean().default(false),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** A new email counts only once the link mailed to it is followed. */
export const ChangeEmailBody = z.object({
  newEmail: z
    .string({ message: 'newEmail is required' })
    .trim()
    .toLowerCase()
    .max(254, { message: 'newEmail is too long' })
    .email({ message: 'newEmail must be a valid email address' }),
  password: presentPassword('password'),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ChangeEmailAnswer = envelope(z.object({ newEmail: z.string() }));

/** An admin disables (true) or enables (false) an account. */
export const SetUserDisabledBody = z.object({ disabled: z.boolean({ message: 'disabled must be true or false' }) });
export type SetUserDisabledBody = z.infer<typeof SetUserDisabledBody>;
