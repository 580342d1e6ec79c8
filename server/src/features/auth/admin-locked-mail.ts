import type { Executor } from '../../db/engine/executor';
import type { AccountLocked } from '../../lib/lockout/lockout';
import { enqueueMail, renderMail, type MailMessage } from '../mail';
import * as repo from './repo';

const minutesOf = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/** Tells an admin's address that sign-ins to the account were paused after failed attempts: a guessing attack is noticed. */
export function adminLockedMessage(
  { username, email }: { username: string; email: string },
  lock: AccountLocked,
  day: string,
): MailMessage {
  return {
    kind: 'admin-sign-in-locked',
    to: email,
    subject: 'Failed sign-ins paused sign-in to your Voltcart admin account',
    // One message per stage of a day's lock (the first lock, the account's own wait), however many processes saw it.
    dedupeKey: `admin-sign-in-locked:${email}:${day}:${lock.failures}`,
    ...renderMail({
      preheader: `${lock.failures} failed sign-ins to your admin account: sign-in from there is paused.`,
      heading: 'Someone is failing to sign in as you',
      paragraphs: [
        `Hello ${username},`,
        `There were ${lock.failures} failed sign-ins to your Voltcart admin account, so sign-in is paused for about ${minutesOf(lock.lockedForMs)} minute${minutesOf(lock.lockedForMs) === 1 ? '' : 's'} where they came from.`,
        'If these were your own mistyped attempts, nothing needs doing: your browser that signed in before, or your two-factor code, still signs you in.',
        'If not, someone may be guessing your password: change it from your profile, and turn on two-factor sign-in in the admin area (Security) if it is off.',
      ],
    }),
  };
}

/** For the lockout's `onAccountLocked`: an admin whose account locked is told by email (through the outbox); anyone else is not. */
export const tellLockedAdmin =
  (db: Executor) =>
  async (lock: AccountLocked): Promise<void> => {
    const row = await repo.findUserByEmail(db, lock.email);
    if (row?.role !== 'admin' || row.disabled_at) return;
    await enqueueMail(db, adminLockedMessage(row, lock, new Date().toISOString().slice(0, 10)));
  };
