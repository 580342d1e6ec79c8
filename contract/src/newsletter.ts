import { z } from 'zod';
import { envelope } from './common';

export const SubscribeBody = z.object({
  email: z
    .string({ message: 'email is required' })
    .trim()
    .toLowerCase()
    .max(254)
    .email({ message: 'email must be a valid email address' }),
});
export type SubscribeBody = z.infer<typeof SubscribeBody>;

export const SubscribeAnswer = envelope(z.object({ email: z.string() }));
