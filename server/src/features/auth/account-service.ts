import { inTransaction, type Executor } from '../../db/engine/executor';
import type { UserRow } from '../../db/engine/schema';
import { hashPassword } from '../../lib/passwords';
import * as repo from './repo';

// Auth is the one writer of `users` and `sessions`. What other features change of an account (accounts: password
// reset and change, change of email, disabling, signing out everywhere) they ask of these functions, passing their
// transaction so their own writes (links, mail) are kept with the change or neither is.

/** An account's row (with its password hash, which only a password check reads). */
export const findAccount = (db: Executor, userId: string): Promise<UserRow | undefined> => repo.findUserById(db, userId);

export const findAccountByEmail = (db: Executor, email: string): Promise<UserRow | undefined> => repo.findUserByEmail(db, email);

export const isEmailTaken = (db: Executor, email: string): Promise<boolean> => repo.isEmailTaken(db, email);

/** Which sessions a new password ends: every one, none, or every one but the session that changed it. */
export type SessionsEnded = 'all' | 'none' | { allBut: string };

/** Whose password changes, and which of their sessions end; decided in the transaction (a reset link names the user). */
export type PasswordChange = { userId: string; endSessions: SessionsEnded };

/**
 * Sets an account's password: hashes it (slow, so before the transaction opens), then in one transaction runs
 * `change` (the caller's own steps: use up a reset link, queue the notice; it answers whose password and which
 * sessions end), stores the hash and ends those sessions. The caller has refused a common password already.
 */
export async function setPassword(
  db: Executor,
  password: string,
  change: (trx: Executor) => Promise<PasswordChange>,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    const { userId, endSessions } = await change(trx);
    await repo.updatePasswordHash(trx, userId, passwordHash);
    await endSessionsOf(trx, userId, endSessions);
  });
}

/** Ends the user's sessions: every one, or every one but `allBut` (a session's token hash). */
export async function endSessionsOf(db: Executor, userId: string, which: SessionsEnded = 'all'): Promise<void> {
  if (which === 'none') return;
  await repo.deleteSessionsOfUser(db, userId, which === 'all' ? undefined : which.allBut);
}

/** The account's current email is verified (a link mailed to it was followed); a verified one keeps its time. */
export const markEmailVerified = (db: Executor, userId: string, now: string): Promise<void> =>
  repo.markEmailVerified(db, userId, now);

/** Moves the account to `email`, verified at `now` (the caller checked that no other account has it). */
export const moveEmail = (db: Executor, userId: string, email: string, now: string): Promise<void> =>
  repo.moveEmail(db, userId, email, now);

/** Disables (keeping the first time it happened, and ending every session) or enables an account. */
export async function setDisabled(
  db: Executor,
  account: Pick<UserRow, 'id' | 'disabled_at'>,
  disabled: boolean,
  now: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await repo.setDisabledAt(trx, account.id, disabled ? (account.disabled_at ?? now) : null);
    if (disabled) await repo.deleteSessionsOfUser(trx, account.id);
  });
}
