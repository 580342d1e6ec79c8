import { formatPaise, pagePaths } from '@voltcart/contract';
import { renderMail, type MailMessage } from '../mail';
import type { WaitingCartLine } from './repo';

/** The one reminder of a cart's content: its items, a button to the cart, and the unsubscribe link. */
export function cartReminderMail({
  to,
  username,
  lines,
  cartKey,
  userId,
  publicUrl,
  unsubscribe,
}: {
  to: string;
  username: string;
  lines: readonly WaitingCartLine[];
  cartKey: string;
  userId: string;
  publicUrl: string;
  unsubscribe: { page: string; oneClick: string };
}): MailMessage {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    kind: 'cart-reminder',
    to,
    subject: `You left ${count === 1 ? 'an item' : `${count} items`} in your Voltcart cart`,
    dedupeKey: `cart-reminder:${userId}:${cartKey}`,
    listUnsubscribe: unsubscribe.oneClick,
    ...renderMail({
      preheader: 'Your cart is saved: pick up where you left off.',
      heading: `Still thinking it over, ${username}?`,
      paragraphs: ['Your cart is saved. These are waiting for you:'],
      details: lines.map((line) => ({
        label: `${line.quantity} × ${line.name}`,
        value: formatPaise(line.sales_price_paise * line.quantity),
      })),
      action: { label: 'Go to your cart', url: publicUrl + pagePaths.cart },
      links: [{ label: 'Unsubscribe from these emails', url: unsubscribe.page }],
      footnote: 'Prices and stock may change until you pay. You get one reminder for a cart; unsubscribe and you get none.',
    }),
  };
}
