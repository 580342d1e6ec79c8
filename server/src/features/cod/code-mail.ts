import { COD_CODE, codPagePaths, formatPaise } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { usersByIds } from '../auth';
import { enqueueMail, renderMail } from '../mail';

/** Queues the email with the order's confirmation code and link (in the transaction that wrote their hashes). */
export async function queueCodeMail(
  trx: Executor,
  order: { orderId: string; userId: string; orderNumber: string; totalPaise: number; storefrontUrl: string },
  secret: { code: string; token: string; sentAt: string },
): Promise<void> {
  const shopper = (await usersByIds(trx, [order.userId])).get(order.userId);
  if (!shopper) return;
  const minutes = COD_CODE.lifetimeMs / 60_000;
  const body = renderMail({
    preheader: `Your code is ${secret.code}. Confirm order ${order.orderNumber} within ${minutes} minutes.`,
    heading: 'Confirm your cash-on-delivery order',
    paragraphs: [
      `Hi ${shopper.username},`,
      `Enter this code on the order page to confirm order ${order.orderNumber} (Cash on delivery, ${formatPaise(order.totalPaise)} to pay when it arrives):`,
      `Your code: ${secret.code}`,
      'Or confirm it with the button below. Until it is confirmed we do not pack it; unconfirmed, it is cancelled after 30 minutes.',
    ],
    details: [
      { label: 'Order', value: order.orderNumber },
      { label: 'Cash to pay on delivery', value: formatPaise(order.totalPaise) },
    ],
    action: { label: 'Confirm my order', url: `${order.storefrontUrl}${codPagePaths.confirm(secret.token)}` },
    footnote: `The code and the button work for ${minutes} minutes. If you did not place this order, ignore this email.`,
  });
  await enqueueMail(trx, {
    kind: 'cod-confirmation',
    to: shopper.email,
    subject: `Your code for order ${order.orderNumber}: ${secret.code}`,
    ...body,
    dedupeKey: `cod-confirmation:${order.orderId}:${secret.sentAt}`,
  });
}
