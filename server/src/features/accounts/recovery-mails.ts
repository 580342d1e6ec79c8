import { pagePaths } from '@voltcart/contract';
import { renderMail, type MailMessage } from '../mail';

// The messages of verification and password reset, with their links built from PUBLIC_URL.

type Recipient = { email: string; username: string };

export function welcomeMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const url = publicUrl + pagePaths.verifyEmail(token);
  return {
    kind: 'welcome',
    to: user.email,
    subject: 'Welcome to Voltcart — please verify your email',
    ...renderMail({
      preheader: 'Confirm your email address to finish setting up your account.',
      heading: `Welcome to Voltcart, ${user.username}!`,
      paragraphs: [
        'Thanks for creating an account. You can start shopping right away.',
        'Please confirm that this is your email address, so order updates and password resets reach you.',
      ],
      action: { label: 'Verify my email', url },
      footnote: 'This link works once and expires in 24 hours. If you did not create this account, ignore this email.',
    }),
  };
}

export function verifyAgainMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const url = publicUrl + pagePaths.verifyEmail(token);
  return {
    kind: 'verify-email',
    to: user.email,
    subject: 'Verify your email address',
    ...renderMail({
      preheader: 'Your new link to confirm your email address.',
      heading: 'Verify your email address',
      paragraphs: [`Hi ${user.username},`, 'Here is a new link to confirm your email address. Earlier links no longer work.'],
      action: { label: 'Verify my email', url },
      footnote: 'This link works once and expires in 24 hours.',
    }),
  };
}

export function passwordResetMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const url = publicUrl + pagePaths.resetPassword(token);
  return {
    kind: 'password-reset',
    to: user.email,
    subject: 'Reset your Voltcart password',
    ...renderMail({
      preheader: 'A link to choose a new password.',
      heading: 'Reset your password',
      paragraphs: [
        `Hi ${user.username},`,
        'Someone (hopefully you) asked to reset the password of your Voltcart account. Choose a new one here:',
      ],
      action: { label: 'Choose a new password', url },
      footnote:
        'This link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.',
    }),
  };
}
