import { pagePaths } from '@voltcart/contract';
import { renderMail, type MailMessage } from '../mail';

/** The double opt-in email: one button that confirms the subscription. */
export function newsletterConfirmMail({
  to,
  token,
  publicUrl,
  unsubscribe,
}: {
  to: string;
  token: string;
  publicUrl: string;
  unsubscribe: { page: string; oneClick: string };
}): MailMessage {
  return {
    kind: 'newsletter-confirm',
    to,
    listUnsubscribe: unsubscribe.oneClick,
    subject: 'Confirm your Voltcart newsletter subscription',
    ...renderMail({
      preheader: 'One click and you will get our best offers.',
      heading: 'Confirm your subscription',
      paragraphs: [
        'Someone (we hope you) asked to get the Voltcart newsletter at this address. Confirm it and we will send you our best offers.',
      ],
      action: { label: 'Confirm subscription', url: publicUrl + pagePaths.newsletterConfirm(token) },
      links: [{ label: 'Unsubscribe from Voltcart newsletters and reminders', url: unsubscribe.page }],
      footnote: 'This link works for 7 days. If you did not ask for this, ignore this email: you will not be subscribed.',
    }),
  };
}
