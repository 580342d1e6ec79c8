import type { MailMessage } from '../mail';
import { renderMail } from '../mail';

/** Tells an admin's address that two-factor sign-in was turned off, so a taken-over account is noticed. */
export function twoFactorOffMessage({ username, email }: { username: string; email: string }): MailMessage {
  return {
    kind: 'two-factor-off',
    to: email,
    subject: 'Two-factor sign-in was turned off on your Voltcart admin account',
    ...renderMail({
      preheader: 'Your admin sign-in no longer asks for a code from your authenticator app.',
      heading: 'Two-factor sign-in is off',
      paragraphs: [
        `Hello ${username},`,
        'Two-factor sign-in was just turned off for your Voltcart admin account: signing in now asks only for your password.',
        'If this was not you, change your password and sign out everywhere from your profile, then turn two-factor sign-in on again in the admin area.',
      ],
    }),
  };
}
