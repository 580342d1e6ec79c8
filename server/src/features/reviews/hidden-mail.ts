import { pagePaths, type Product } from '@voltcart/contract';
import { renderMail, type MailMessage } from '../mail';

/** The author's notice that a moderator hid their review, with the moderator's reason. */
export function reviewHiddenMail({
  reviewId,
  hiddenAt,
  to,
  product,
  title,
  reason,
  publicUrl,
}: {
  reviewId: string;
  hiddenAt: string;
  to: string;
  product: Product;
  title: string;
  reason: string;
  publicUrl: string;
}): MailMessage {
  return {
    kind: 'review-hidden',
    to,
    subject: `Your review of ${product.productName} was hidden`,
    // Hidden, restored and hidden again tells the author again.
    dedupeKey: `review-hidden:${reviewId}:${hiddenAt}`,
    ...renderMail({
      preheader: `Our moderators hid your review “${title}”.`,
      heading: 'Your review was hidden',
      paragraphs: [
        `Our moderators hid your review “${title}” of ${product.productName}. It no longer shows on the product page or counts in its rating.`,
        `Their reason: ${reason}`,
        'You can edit your review on the product page; reply to this email if you think this was a mistake.',
      ],
      action: { label: 'View product', url: publicUrl + pagePaths.product(product._id) },
    }),
  };
}
