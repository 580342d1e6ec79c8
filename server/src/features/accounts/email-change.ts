import {
  CONFIRM_EMAIL_OTHER_ACCOUNT,
  pagePaths,
  SIGN_IN_TO_CONFIRM_EMAIL,
  UNDO_LINK_INVALID,
  VERIFY_LINK_INVALID,
  type VerifiedEmail,
} from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import type { UserRow } from '../../db/engine/schema';
import { AppError } from '../../lib/errors';
import { endSessionsOf, findAccount, findAccountByEmail, markEmailVerified, moveEmail } from '../auth';
import { enqueueMail } from '../mail';
import { emailChangedMessage } from './settings-mail';
import { consumeAccountToken, issueAccountToken, revokeAccountTokens } from './tokens';

// The second half of a change of email (settings.ts mails the link): its confirmation, and the week-long way
// back for the address the account left.

const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * A change-email link moves an account only from a session of that account: a link that leaked from the new
 * inbox (or was sent there by a taken-over session's owner) cannot move it on its own. The token stays unspent,
 * so the shopper can sign in and follow the same link.
 */
export function assertConfirmedByOwner(tokenUserId: string, signedInUserId: string | null): void {
  if (signedInUserId === null) throw new AppError('unauthorized', SIGN_IN_TO_CONFIRM_EMAIL);
  if (signedInUserId !== tokenUserId) throw new AppError('not_allowed', CONFIRM_EMAIL_OTHER_ACCOUNT);
}

/**
 * Moves the account to the link's address, verified (409 when another account took that address meanwhile).
 * Links mailed to the old address end (a reset link there would take the account back), and the old address is
 * told, with a link that undoes the change for 7 days.
 */
export async function completeEmailChange(
  trx: Executor,
  { publicUrl, user, newEmail, now }: { publicUrl: string; user: UserRow; newEmail: string | null; now: string },
): Promise<VerifiedEmail> {
  if (!newEmail) throw new AppError('invalid_data', VERIFY_LINK_INVALID);
  if (newEmail === user.email) {
    await markEmailVerified(trx, user.id, now);
    return { email: newEmail };
  }
  if (await findAccountByEmail(trx, newEmail)) throw new AppError('conflict', EMAIL_TAKEN);
  await moveEmail(trx, user.id, newEmail, now);
  await revokeAccountTokens(trx, user.id, ['verify-email', 'reset-password', 'change-email'], now);
  const undo = await issueAccountToken(trx, {
    userId: user.id,
    purpose: 'undo-email-change',
    newEmail: user.email,
    now: Date.parse(now),
  });
  await enqueueMail(
    trx,
    emailChangedMessage({
      username: user.username,
      oldEmail: user.email,
      newEmail,
      undoLink: publicUrl + pagePaths.undoEmailChange(undo),
    }),
  );
  return { email: newEmail };
}

/**
 * The undo link: the account moves back to the address it left (verified: the link reached it), every session
 * ends and every other link of the account stops working, so whoever moved it is out. 409, with the link still
 * usable, when another account has taken that address since.
 */
export async function undoEmailChange(db: Executor, token: string): Promise<VerifiedEmail> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const row = await consumeAccountToken(trx, token, ['undo-email-change'], now);
    const user = row && (await findAccount(trx, row.user_id));
    const oldEmail = row?.new_email;
    if (!row || !user || !oldEmail) throw new AppError('invalid_data', UNDO_LINK_INVALID);
    if (oldEmail !== user.email && (await findAccountByEmail(trx, oldEmail))) {
      throw new AppError('conflict', 'Another account uses this address now. Please contact support to get your account back.');
    }
    await moveEmail(trx, user.id, oldEmail, now);
    await endSessionsOf(trx, user.id);
    await revokeAccountTokens(trx, user.id, ['verify-email', 'reset-password', 'change-email', 'undo-email-change'], now);
    return { email: oldEmail };
  });
}
