import { z } from 'zod';
import { envelope, Id } from './common';

export const Role = z.enum(['admin', 'user']);
export type Role = z.infer<typeof Role>;

export const User = z.object({
  _id: Id,
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  imageUrl: z.string(),
  role: Role,
  createdAt: z.string(),
  /** Whether the shopper followed a verification link sent to `email` (unverified shoppers can still shop). */
  emailVerified: z.boolean(),
  /** An admin disabled the account: it cannot sign in and its sessions have ended. */
  disabled: z.boolean(),
});
export type User = z.infer<typeof User>;

/** An email address, named in words: `blank` is what to say when it is left empty. */
export const emailField = (label: string, blank: string) =>
  z
    .string({ message: blank })
    .trim()
    .toLowerCase()
    .min(1, { message: blank, abort: true })
    .max(254, { message: `${label} is too long: at most 254 characters` })
    .email({ message: 'Enter a valid email address, like name@example.com' });

/** The rule of every new password (the server also refuses the most common ones: lib/common-passwords.ts). */
export const newPasswordField = (label: string, blank: string) =>
  z
    .string({ message: blank })
    .min(1, { message: blank, abort: true })
    .min(8, { message: `${label} must be at least 8 characters` })
    .max(200, { message: `${label} is too long: at most 200 characters` });

/** Text fields of the multipart registration form (the avatar comes as the `file` part). `role` is never read. */
export const RegisterFields = z.object({
  username: z
    .string({ message: 'Enter your name' })
    .trim()
    .min(1, { message: 'Enter your name', abort: true })
    .min(2, { message: 'Name must be at least 2 characters' })
    .max(60, { message: 'Name is too long: at most 60 characters' }),
  email: emailField('Email', 'Enter your email address'),
  phone: z
    .string({ message: 'Enter your phone number' })
    .trim()
    .min(1, { message: 'Enter your phone number', abort: true })
    .regex(/^\+?[0-9]{7,15}$/, { message: 'Phone number is 7 to 15 digits (a + may start it)' }),
  password: newPasswordField('Password', 'Enter a password'),
});
export type RegisterFields = z.infer<typeof RegisterFields>;

export const LoginBody = z.object({
  email: emailField('Email', 'Enter your email address'),
  password: z
    .string({ message: 'Enter your password' })
    .min(1, { message: 'Enter your password' })
    .max(200, { message: 'Password is too long: at most 200 characters' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const UserAnswer = envelope(User);
export const UsersAnswer = envelope(z.array(User));
