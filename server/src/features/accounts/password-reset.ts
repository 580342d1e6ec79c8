import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import { findAccount, findAccountByEmail, markEmailVerified, setPassword } from '../auth';
import { enqueueMail } from '../mail';
import { passwordResetMail } from './recovery-mails';
import { passwordChangedMessage } from './settings-mail';
import {
  consumeAccountToken,
  countTokensSince,
  findAccountToken,
  issueAccountToken,
  LINKS_RECOVERY_ENDS,
  revokeAccountTokens,
} from './tokens';

const HOUR = 60 * 60 * 1000;
/** Reset links one account may be sent in an hour; past it the request is answered as ever and nothing is sent. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * "Forgot password?": mails a reset link when an enabled account has this email, and does nothing otherwise.
 * The caller answers the same either way (and before this runs, so the time does not tell either).
 */
export async function requestPasswordReset(db: Executor, publicUrl: string, email: string): Promise<'sent' | 'skipped'> {
  const user = await findAccountByEmail(db, email);
  if (!user || user.disabled_at !== null) return 'skipped';
  const sent = await countTokensSince(db, user.id, 'reset-password', new Date(Date.now() - HOUR).toISOString());
  if (sent >= RESET_MAILS_PER_HOUR) return 'skipped';
  await inTransaction(db, async (trx) => {
    // Only the newest link works.
    await revokeAccountTokens(trx, user.id, 'reset-password');
    const token = await issueAccountToken(trx, { userId: user.id, purpose: 'reset-password' });
    await enqueueMail(trx, passwordResetMail(publicUrl, user, token));
  });
  return 'sent';
}

/**
 * Whether a reset link still works, asked as its page opens (nothing is used up): a 400 saying that it was used
 * (or replaced by a newer link), that it expired, or that no such link exists. Only the link's holder knows the token.
 */
export async function checkResetLink(db: Executor, token: string): Promise<void> {
  const row = await findAccountToken(db, token, ['reset-password']);
  if (!row) throw new AppError('invalid_data', RESET_LINK_INVALID);
  if (row.used_at !== null) throw new AppError('invalid_data', RESET_LINK_USED);
  if (row.expires_at <= nowIso()) throw new AppError('invalid_data', RESET_LINK_EXPIRED);
  const user = await findAccount(db, row.user_id);
  if (!user || user.disabled_at !== null) throw new AppError('invalid_data', RESET_LINK_INVALID);
}

/**
 * Sets a new password from a reset link: the token is used up, every session of the user ends (a thief's
 * too) and so does every pending change of email or verify link, and the email counts as verified (the link reached it). A common password is refused before the
 * token is spent, so the shopper can try another with the same link. The account's address is told of the change.
 */
export async function resetPassword(db: Executor, publicUrl: string, token: string, password: string): Promise<void> {
  assertUncommonPassword(password);
  await setPassword(db, password, async (trx) => {
    const now = nowIso();
    const row = await consumeAccountToken(trx, token, ['reset-password'], now);
    const user = row && (await findAccount(trx, row.user_id));
    if (!row || !user || user.disabled_at !== null) throw new AppError('invalid_data', RESET_LINK_INVALID);
    await markEmailVerified(trx, user.id, now);
    await revokeAccountTokens(trx, user.id, ['reset-password', ...LINKS_RECOVERY_ENDS], now);
    await enqueueMail(trx, passwordChangedMessage({ username: user.username, email: user.email, publicUrl }));
    return { userId: user.id, endSessions: 'all' };
  });
}
