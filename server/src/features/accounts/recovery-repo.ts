import type { Executor } from '../../db/executor';
import type { AccountTokenPurpose } from './tokens';

// The few queries of verification and password reset (the settings feature keeps its own).

export function findUserById(db: Executor, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** How many links of this purpose the user was sent since `since` (a cap on mail to one inbox). */
export async function countTokensSince(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markEmailVerified(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function moveEmail(db: Executor, userId: string, email: string, now: string): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: now }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Ends every session of the user, on every device. */
export async function deleteSessionsOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
