import { formatPaise } from '@voltcart/contract';
import type { Executor } from '../../../db/engine/executor';
import { adminEmails } from '../../auth';
import { enqueueMail, renderMail, type MailMessage } from '../../mail';
import * as repo from '../repo';
import type { OrderMail } from './order-mail';

/** A refund the payment provider will not make: which one, how much, and the provider's reason in a few words. */
export type RefundFailure = { merchantRefundId: string; amountPaise: number; reason: string };

/** The admin orders page, where "Retry refund" is. */
const ADMIN_PAGE = '/admin';

/** The notice to one admin; one per failed refund and admin, so a failed retry tells again. */
export function composeRefundFailedNotice(mail: OrderMail, orderNumber: string, failure: RefundFailure, to: string): MailMessage {
  const amount = formatPaise(failure.amountPaise);
  return {
    kind: 'refund-failed',
    to,
    subject: `Refund failed for order ${orderNumber}`,
    ...renderMail({
      preheader: `${amount} was not refunded; the order needs you.`,
      heading: 'A refund failed',
      paragraphs: [
        `The payment provider did not refund ${amount} for order ${orderNumber}: ${failure.reason}.`,
        'The order now shows "Refund failed" to you and to the shopper. Once the cause is sorted out, retry the refund from the order on the admin page.',
      ],
      details: [
        { label: 'Order', value: orderNumber },
        { label: 'Refund', value: amount },
        { label: 'Refund id', value: failure.merchantRefundId },
      ],
      action: { label: 'Open the admin page', url: `${mail.publicUrl}${ADMIN_PAGE}` },
    }),
    dedupeKey: `refund-failed:${failure.merchantRefundId}:${to}`,
  };
}

/** Tells every admin who can sign in, in `trx` (the transaction that marks the order), so both are kept or neither. */
export async function queueRefundFailedNotice(
  trx: Executor,
  mail: OrderMail,
  orderId: string,
  failure: RefundFailure,
): Promise<void> {
  const [order] = await repo.findOrders(trx, [orderId]);
  if (!order) return;
  for (const to of await adminEmails(trx))
    await enqueueMail(trx, composeRefundFailedNotice(mail, order.order_number, failure, to));
}
