import type { Executor } from '../../db/executor';
import type { UserRow } from '../../db/schema';

// Account settings change a person's own credentials and sessions: the columns the accounts seam (migration
// 0012) gave this feature plus the password hash and the sessions of that one user. Nothing else of auth's.

export function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function setDisabledAt(db: Executor, userId: string, disabledAt: string | null): Promise<void> {
  await db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', userId).execute();
}

/** Ends every session of the user, except the one whose hash is `keepTokenHash`. */
export async function deleteSessionsOfUser(db: Executor, userId: string, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
