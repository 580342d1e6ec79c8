import { pagePaths, type ChangeEmailBody, type ChangePasswordBody, type User } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { fieldError } from '../../lib/validation';
import { countMailTo, enqueueMail } from '../mail';
import { endSessionsOf, findAccount, isEmailTaken, setDisabled, setPassword, usersByIds } from '../auth';
import { emailChangeMessage, emailChangeNoticeMessage, emailChangeTakenMessage, passwordChangedMessage } from './settings-mail';
import { issueAccountToken, LINKS_RECOVERY_ENDS, revokeAccountTokens } from './tokens';

const DAY = 24 * 60 * 60 * 1000;
/**
 * Change-of-email mails one address may receive in a day, whichever accounts ask (a confirmation link, or the
 * notice to its owner that it is taken); past it the request is answered as ever and nothing is sent.
 */
export const CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY = 3;

/** Counts a wrong password against the account as the sign-in lockout does (lib/lockout). */
export type PasswordGuessGuard = {
  assertAllowed: (email: string) => Promise<void>;
  recordFailure: (email: string) => Promise<void>;
  recordSuccess: (email: string) => Promise<void>;
};

/**
 * The user's row, after their password proved right; a wrong one counts toward the account's lockout. A further
 * check (`secondStep`: another factor) runs before the lockout is cleared, and its wrong input counts the same.
 */
export async function userWithPassword(
  db: Executor,
  guard: PasswordGuessGuard,
  userId: string,
  password: string,
  field: string,
  secondStep: () => Promise<void> = async () => {},
) {
  const row = await findAccount(db, userId);
  if (!row) throw new AppError('unauthorized', 'Please login to continue');
  await guard.assertAllowed(row.email);
  if (!(await verifyPassword(password, row.password_hash))) {
    await guard.recordFailure(row.email);
    throw fieldError(field, field === 'currentPassword' ? 'The current password is incorrect' : 'The password is incorrect');
  }
  try {
    await secondStep();
  } catch (error) {
    if (error instanceof AppError && error.kind === 'invalid_data') await guard.recordFailure(row.email);
    throw error;
  }
  await guard.recordSuccess(row.email);
  return row;
}

/**
 * Sets a new password after checking the current one. With `signOutOtherDevices` every other session ends
 * (the one at `currentTokenHash` stays); reset links, a pending change of email and verify links mailed before
 * no longer work either way. The account's address is told of the change.
 */
export async function changePassword(
  db: Executor,
  guard: PasswordGuessGuard,
  {
    userId,
    currentTokenHash,
    body,
    publicUrl,
  }: { userId: string; currentTokenHash: string; body: ChangePasswordBody; publicUrl: string },
): Promise<void> {
  const row = await userWithPassword(db, guard, userId, body.currentPassword, 'currentPassword');
  assertUncommonPassword(body.newPassword, 'newPassword');
  if (body.newPassword === body.currentPassword)
    throw fieldError('newPassword', 'Choose a new password different from the current one');
  await setPassword(db, body.newPassword, async (trx) => {
    await revokeAccountTokens(trx, row.id, ['reset-password', ...LINKS_RECOVERY_ENDS]);
    await enqueueMail(trx, passwordChangedMessage({ username: row.username, email: row.email, publicUrl }));
    return { userId: row.id, endSessions: body.signOutOtherDevices ? { allBut: currentTokenHash } : 'none' };
  });
}

/**
 * Mails a single-use link to the new address (the account keeps its email until it is followed from a session
 * of the account) and a notice to the current one. A newer request makes older links useless. The answer is the
 * same whether the new address is free or has an account: a taken one gets a notice for its owner instead of the
 * link, and an address that had CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY such mails today gets nothing.
 */
export async function requestEmailChange(
  db: Executor,
  guard: PasswordGuessGuard,
  { userId, body, publicUrl }: { userId: string; body: ChangeEmailBody; publicUrl: string },
): Promise<{ newEmail: string }> {
  const row = await userWithPassword(db, guard, userId, body.password, 'password');
  const { newEmail } = body;
  if (newEmail === row.email) throw fieldError('newEmail', 'This is already your email address');
  const mailedToday = await countMailTo(db, {
    recipient: newEmail,
    kinds: ['email-change', 'email-change-taken'],
    since: new Date(Date.now() - DAY).toISOString(),
  });
  if (mailedToday >= CHANGE_EMAIL_MAILS_PER_ADDRESS_PER_DAY) return { newEmail };
  const taken = await isEmailTaken(db, newEmail);
  await inTransaction(db, async (trx) => {
    // The same steps either way but the mail to the new address, so nothing the asker sees tells the two apart.
    await revokeAccountTokens(trx, row.id, 'change-email');
    if (taken) {
      await enqueueMail(trx, emailChangeTakenMessage({ email: newEmail }));
    } else {
      const token = await issueAccountToken(trx, { userId: row.id, purpose: 'change-email', newEmail });
      const link = `${publicUrl}${pagePaths.verifyEmail(token)}`;
      await enqueueMail(trx, emailChangeMessage({ username: row.username, newEmail, link }));
    }
    await enqueueMail(trx, emailChangeNoticeMessage({ username: row.username, oldEmail: row.email, newEmail }));
  });
  return { newEmail };
}

/** Ends every session of the user, and the links a taken-over session may have started (a change of email, verify links). */
export async function signOutEverywhere(db: Executor, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await endSessionsOf(trx, userId);
    await revokeAccountTokens(trx, userId, LINKS_RECOVERY_ENDS);
  });
}

/** An admin disables (ending every session and every pending link) or enables an account; never their own. */
export async function setUserDisabled(
  db: Executor,
  { adminId, userId, disabled }: { adminId: string; userId: string; disabled: boolean },
): Promise<User> {
  if (adminId === userId) throw new AppError('not_allowed', 'You cannot disable your own account');
  await inTransaction(db, async (trx) => {
    const row = await findAccount(trx, userId);
    if (!row) throw new AppError('not_found', 'User not found');
    // Disabling twice keeps the first time it happened; disabling ends the account's sessions.
    await setDisabled(trx, row, disabled, nowIso());
    if (disabled) await revokeAccountTokens(trx, userId, ['reset-password', ...LINKS_RECOVERY_ENDS]);
  });
  const user = (await usersByIds(db, [userId])).get(userId);
  if (!user) throw new AppError('not_found', 'User not found');
  return user;
}
