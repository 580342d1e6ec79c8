import { VERIFY_LINK_INVALID, type VerifiedEmail } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import { findAccount, markEmailVerified } from '../auth';
import { enqueueMail } from '../mail';
import { verifyAgainMail, welcomeMail } from './recovery-mails';
import { assertConfirmedByOwner, completeEmailChange } from './email-change';
import { consumeAccountToken, countTokensSince, findUsableAccountToken, issueAccountToken, revokeAccountTokens } from './tokens';

const HOUR = 60 * 60 * 1000;
/** Verification links one account may be sent in an hour (the route's limit counts per session or address). */
export const VERIFY_MAILS_PER_HOUR = 3;

type NewAccount = { id: string; email: string; username: string };

/**
 * Queues the welcome email with its verify link. A verify-email token keeps the address it verifies in
 * `new_email`, so a link mailed to an address the account has since left verifies nothing.
 */
export async function queueWelcomeMail(db: Executor, publicUrl: string, user: NewAccount): Promise<void> {
  const token = await issueAccountToken(db, { userId: user.id, purpose: 'verify-email', newEmail: user.email });
  await enqueueMail(db, welcomeMail(publicUrl, user, token));
}

/** "Resend link" on the banner: a new verify link (older ones stop working), a few an hour at most. */
export async function resendVerification(db: Executor, publicUrl: string, userId: string): Promise<void> {
  const user = await findAccount(db, userId);
  if (!user) throw new AppError('unauthorized', 'Please login to continue');
  if (user.email_verified_at !== null) throw new AppError('conflict', 'Your email address is already verified.');
  const sent = await countTokensSince(db, userId, 'verify-email', new Date(Date.now() - HOUR).toISOString());
  if (sent >= VERIFY_MAILS_PER_HOUR) {
    throw new AppError('rate_limited', 'We have sent several links already. Please check your inbox, or try again in an hour.', {
      retryAfterSeconds: 3600,
    });
  }
  await inTransaction(db, async (trx) => {
    await revokeAccountTokens(trx, userId, 'verify-email');
    const token = await issueAccountToken(trx, { userId, purpose: 'verify-email', newEmail: user.email });
    await enqueueMail(trx, verifyAgainMail(publicUrl, user, token));
  });
}

/**
 * Follows a welcome link (marks the email verified) or an email-change link (email-change.ts: signed in as its
 * account, moves the account to the new address, verified; 409 when another account took that address meanwhile,
 * and the link stays usable).
 */
export async function verifyEmail(
  db: Executor,
  { publicUrl, token, signedInUserId }: { publicUrl: string; token: string; signedInUserId: string | null },
): Promise<VerifiedEmail> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const usable = await findUsableAccountToken(trx, token, ['verify-email', 'change-email'], now);
    if (usable?.purpose === 'change-email') assertConfirmedByOwner(usable.user_id, signedInUserId);
    const row = await consumeAccountToken(trx, token, ['verify-email', 'change-email'], now);
    const user = row && (await findAccount(trx, row.user_id));
    if (!row || !user) throw new AppError('invalid_data', VERIFY_LINK_INVALID);

    if (row.purpose === 'change-email') return completeEmailChange(trx, { publicUrl, user, newEmail: row.new_email, now });
    if (row.new_email !== null && row.new_email !== user.email) throw new AppError('invalid_data', VERIFY_LINK_INVALID);
    await markEmailVerified(trx, user.id, now);
    return { email: user.email };
  });
}
