import { pagePaths } from '@voltcart/contract';
import type { MailMessage } from '../mail';
import { renderMail } from '../mail';

/** The link that makes `newEmail` the account's email, sent to that new address. */
export function emailChangeMessage({
  username,
  newEmail,
  link,
}: {
  username: string;
  newEmail: string;
  link: string;
}): MailMessage {
  const subject = 'Confirm your new email for Voltcart';
  return {
    kind: 'email-change',
    to: newEmail,
    subject,
    ...renderMail({
      preheader: 'Confirm this address to finish changing your email.',
      heading: 'Confirm your new email',
      paragraphs: [
        `Hello ${username},`,
        `You asked to use ${newEmail} for your Voltcart account. It takes effect once you confirm it.`,
      ],
      action: { label: 'Confirm new email', url: link },
      footnote:
        'This link works for 24 hours, signed in to your Voltcart account (it asks you to sign in). If you did not ask for this, ignore this email: nothing changes.',
    }),
  };
}

/** Tells the current address that a change was asked for, so a person whose session was taken over notices. */
export function emailChangeNoticeMessage({
  username,
  oldEmail,
  newEmail,
}: {
  username: string;
  oldEmail: string;
  newEmail: string;
}): MailMessage {
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
export function passwordChangedMessage({
  username,
  email,
  publicUrl,
}: {
  username: string;
  email: string;
  publicUrl: string;
}): MailMessage {
  return {
    kind: 'password-changed',
    to: email,
    subject: 'Your Voltcart password was changed',
    ...renderMail({
      preheader: 'The password of your Voltcart account was just changed.',
      heading: 'Your password was changed',
      paragraphs: [
        `Hello ${username},`,
        'The password of your Voltcart account was just changed. If you did this, there is nothing more to do.',
      ],
      action: { label: 'Reset your password', url: publicUrl + pagePaths.forgotPassword },
      footnote: 'If this was not you, reset your password now with the button above: it also signs out every device.',
    }),
  };
}

/**
 * Sent instead of a confirmation link when the address asked for already has an account: its owner learns
 * that someone tried to move an account onto it, and the asker is answered as if the address were free.
 */
export function emailChangeTakenMessage({ email }: { email: string }): MailMessage {
  return {
    kind: 'email-change-taken',
    to: email,
    subject: 'Someone tried to use your email on another Voltcart account',
    ...renderMail({
      preheader: 'Nothing has changed on your account.',
      heading: 'Someone tried to use your email address',
      paragraphs: [
        `Someone signed in to a different Voltcart account asked to change that account's email to ${email}, the address of your account.`,
        'Nothing has changed: your account keeps this address, and the other account cannot take it. You do not need to do anything.',
      ],
      footnote: 'If you asked for this from a second account of yours, use a different address for it.',
    }),
  };
}

/**
 * Tells the address an account just left that the change went through, with the link that moves the account
 * back (and signs every device out) for 7 days: the way back when a taken-over session moved it.
 */
export function emailChangedMessage({
  username,
  oldEmail,
  newEmail,
  undoLink,
}: {
  username: string;
  oldEmail: string;
  newEmail: string;
  undoLink: string;
}): MailMessage {
  return {
    kind: 'email-changed',
    to: oldEmail,
    subject: 'The email of your Voltcart account was changed',
    ...renderMail({
      preheader: `Your account now uses ${newEmail}.`,
      heading: 'Your email was changed',
      paragraphs: [
        `Hello ${username},`,
        `The email of your Voltcart account was changed from ${oldEmail} to ${newEmail}. If you did this, there is nothing more to do.`,
        'If this was not you, undo it: your account moves back to this address and every device is signed out. Then reset your password.',
      ],
      action: { label: 'Undo the change', url: undoLink },
      footnote: 'This link works once, for 7 days.',
    }),
  };
}
