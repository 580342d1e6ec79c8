import type { User } from '@voltcart/contract';
import type { UserRow } from '../../db/engine/schema';

/** The API's view of a user: never the password hash. */
export function toUser(row: Omit<UserRow, 'password_hash'>): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    imageUrl: row.image_url,
    role: row.role,
    createdAt: row.created_at,
    emailVerified: row.email_verified_at !== null,
    disabled: row.disabled_at !== null,
  };
}
