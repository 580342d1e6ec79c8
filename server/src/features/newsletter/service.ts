import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/engine/executor';
import { inTransaction } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import { isOptedOut, unsubscribeLinks } from '../cart-reminders';
import { enqueueMail } from '../mail';
import { newsletterConfirmMail } from './confirm-mail';
import * as repo from './repo';

/** A confirmation email goes to one address at most this often, however often the form is sent. */
export const CONFIRM_RESEND_MS = 10 * 60 * 1000;
/** How long a confirmation link works after it is mailed. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 256 random bits: a plain SHA-256 keeps the stored form useless. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores the address unconfirmed and mails it a confirmation link (double opt-in). Subscribing again re-sends
 * the link at most once per CONFIRM_RESEND_MS; a confirmed address gets nothing, and the caller's answer is the
 * same in every case, so the form tells no one whether an address is on the list.
 */
export async function subscribe(
  db: Executor,
  email: string,
  { publicUrl, secret, now = Date.now() }: { publicUrl: string; secret: string; now?: number },
): Promise<void> {
  // An address that unsubscribed gets no newsletter mail; the answer is the same as ever.
  if (await isOptedOut(db, email)) return;
  const token = randomBytes(32).toString('base64url');
  await inTransaction(db, async (trx) => {
    await repo.insertSubscriber(trx, email, new Date(now).toISOString());
    const renewed = await repo.renewConfirmToken(trx, {
      email,
      tokenHash: hashToken(token),
      now: new Date(now).toISOString(),
      resendAfter: new Date(now - CONFIRM_RESEND_MS).toISOString(),
    });
    const unsubscribe = unsubscribeLinks(publicUrl, secret, email);
    if (renewed) await enqueueMail(trx, newsletterConfirmMail({ to: email, token, publicUrl, unsubscribe }));
  });
}

/**
 * The link of the confirmation email; it works once, for CONFIRM_LINK_LIFETIME_MS (a newer email's link
 * replaces an older one's).
 */
export async function confirm(db: Executor, token: string, now = Date.now()): Promise<void> {
  const tokenHash = hashToken(token);
  const sentAfter = new Date(now - CONFIRM_LINK_LIFETIME_MS).toISOString();
  if (await repo.confirmByTokenHash(db, { tokenHash, now: new Date(now).toISOString(), sentAfter })) return;
  if (await repo.holdsToken(db, tokenHash)) {
    throw new AppError('invalid_data', 'This confirmation link has expired. Subscribe again to get a new one.');
  }
  throw new AppError(
    'invalid_data',
    'This confirmation link is invalid or has already been used. Subscribe again to get a new one.',
  );
}
