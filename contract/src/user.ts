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

const email = z
  .string({ message: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'email is too long' })
  .email({ message: 'email must be a valid email address' });

const password = z
  .string({ message: 'password is required' })
  .min(8, { message: 'password must be at least 8 characters' })
  .max(200, { message: 'password is too long' });

/** Text fields of the multipart registration form (the avatar comes as the `file` part). `role` is never read. */
export const RegisterFields = z.object({
  username: z
    .string({ message: 'username is required' })
    .trim()
    .min(2, { message: 'username must be at least 2 characters' })
    .max(60, { message: 'username is too long' }),
  email,
  phone: z
    .string({ message: 'phone is required' })
    .trim()
    .regex(/^\+?[0-9]{7,15}$/, { message: 'phone must be 7 to 15 digits' }),
  password,
});
export type RegisterFields = z.infer<typeof RegisterFields>;

export const LoginBody = z.object({
  email,
  password: z.string({ message: 'password is required' }).min(1, { message: 'password is required' }).max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const UserAnswer = envelope(User);
export const UsersAnswer = envelope(z.array(User));
