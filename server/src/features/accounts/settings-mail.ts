import { pagePaths } from '@voltcart/contract';
import type { MailMessage } from '../mail';
import { renderMail } from '../mail';

/** The link that makes `newEmail` the account's email, sent to that new address. */
export function emailChangeMessage({ username, newEmail, link }: { username: string; newEmail: string; link: string }): MailMessage {
  const subject = 'Confirm your new email for Voltcart';
  return {
    kind: 'email-change',
    to: newEmail,
    subject,
    ...renderMail({
      preheader: 'Confirm this address to finish changing your email.',
      heading: 'Confirm your new email',
      paragraphs: [`Hello ${username},`, `You asked to use ${newEmail} for your Voltcart account. It takes effect once you confirm it.`],
      action: { label: 'Confirm new email', url: link },
      footnote: 'This link works for 24 hours. If you did not ask for this, ignore this email: nothing changes.',
    }),
  };
}

/** Tells the current address that a change was asked for, so a person whose session was taken over notices. */
export function emailChangeNoticeMessage({ username, oldEmail, newEmail }: { username: string; oldEmail: string; newEmail: string }): MailMessage {
  return {
    kind: 'email-change-notice',
    to: oldEmail,
    subject: 'A change of email was requested on your Voltcart account',
    ...renderMail({
      preheader: 'Someone asked to move your account to a new email address.',
      heading: 'A change of email was requested',
      paragraphs: [
        `Hello ${username},`,
        `Someone signed in to your Voltcart account asked to change its email to ${newEmail}. Your account keeps this address until the new one is confirmed.`,
        'If this was not you, change your password now and sign out everywhere from your profile, or contact support.',
      ],
    }),
  };
}

/**
 * Tells the account's address that its password changed (from the profile or a reset link), so a person whose
 * account was taken over learns of it, with the way back: a reset link sent to this address.
 */
export function passwordChangedMessage({ username, email, publicUrl }: { username: string; email: string; publicUrl: string }): MailMessage {
  return {
    kind: 'password-changed',
    to: email,
    subject: 'Your Voltcart password was changed',
    ...renderMail({
      preheader: 'The password of your Voltcart account was just changed.',
      heading: 'Your password was changed',
      paragraphs: [`Hello ${username},`, 'The password of your Voltcart account was just changed. If you did this, there is nothing more to do.'],
      action: { label: 'Reset your password', url: publicUrl + pagePaths.forgotPassword },
      footnote: 'If this was not you, reset your password now with the button above: it also signs out every device.',
    }),
  };
}
