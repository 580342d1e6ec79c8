import { apiPaths, CASH_ON_DELIVERY, deliveryByText, formatPaise, pagePaths, type DeliveryAddress } from '@voltcart/contract';
import { renderMail, type MailContent, type MailMessage } from '../../mail';
import type { OrderMail } from './order-mail';

/** What an order message tells of: the order as it is in the transaction that changed it. */
export type OrderFacts = {
  orderId: string;
  orderNumber: string;
  totalPaise: number;
  /** The coupon the order was paid with and what it took off (the total is after it). */
  coupon?: { code: string; discountPaise: number } | undefined;
  items: { name: string; quantity: number; pricePaise: number }[];
  /** A cash-on-delivery order: its fee (within the total) and whether its cash has been collected. */
  cod?: { feePaise: number; cashCollected: boolean } | undefined;
  address: DeliveryAddress | null;
  /** The storefront that started the checkout (a split deployment's): its pages are linked; else the shop's own. */
  storefrontUrl?: string | undefined;
  /** The day delivery promised at checkout (YYYY-MM-DD), when it promised one. */
  deliverBy?: string | undefined;
  shopper: { email: string; name: string };
  /** The order's shipment, once it shipped with a courier: the shipped and delivered mails link its tracking page. */
  shipment?: { courierName: string; awb: string; trackingUrl: string | null } | undefined;
  /** The GST credit notes issued against the order's invoice (a completed refund's), oldest first. */
  creditNotes?: { id: string; number: string }[] | undefined;
};

/** "Track your parcel (Delhivery, AWB …)", when the order's shipment has a tracking page. */
const trackingLinks = (facts: OrderFacts) =>
  facts.shipment?.trackingUrl
    ? [{ label: `Track your parcel (${facts.shipment.courierName}, AWB ${facts.shipment.awb})`, url: facts.shipment.trackingUrl }]
    : [];

export type OrderMessageKind =
  | 'order-confirmation'
  | 'order-awaiting-address'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'order-refunded'
  | 'order-part-refunded';

/** What a message says beyond the order: whether a cancelled one is refunded; a part refund's amount and id. */
export type OrderMessageOptions = { refund?: boolean; part?: { refundId: string; amountPaise: number } };

/** The address on one line, as a label reads it. */
export const addressLine = (address: DeliveryAddress) =>
  [address.fullName, address.line1, address.line2, address.landmark, `${address.city}, ${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');

const itemLines = (facts: OrderFacts) =>
  facts.items.map((item) => ({ label: `${item.name} × ${item.quantity}`, value: formatPaise(item.pricePaise * item.quantity) }));

const summary = (facts: OrderFacts) => [
  ...itemLines(facts),
  ...(facts.coupon ? [{ label: `Coupon ${facts.coupon.code}`, value: `−${formatPaise(facts.coupon.discountPaise)}` }] : []),
  ...(facts.cod ? [{ label: 'Cash on delivery fee', value: formatPaise(facts.cod.feePaise) }] : []),
  { label: 'Total', value: formatPaise(facts.totalPaise) },
  // A cash-on-delivery order says how it is paid, where an online order's mail says its payment was received.
  ...(facts.cod
    ? [
        { label: 'Payment method', value: CASH_ON_DELIVERY },
        facts.cod.cashCollected
          ? { label: 'Cash collected', value: formatPaise(facts.totalPaise) }
          : { label: 'Cash to pay on delivery', value: formatPaise(facts.totalPaise) },
      ]
    : []),
  ...(facts.address ? [{ label: 'Delivery address', value: addressLine(facts.address) }] : []),
];

/** "Delivery by Thu, 4 Dec." for an order on its way that was promised a day; nothing otherwise. */
const promise = (facts: OrderFacts) => (facts.deliverBy ? [`${deliveryByText(facts.deliverBy)}.`] : []);

const greeting = (facts: OrderFacts) => `Hi ${facts.address?.fullName ?? facts.shopper.name},`;

/**
 * Each order message in words. `cancelled` says whether money is coming back: `refund` is true when the order
 * was paid (its refund has begun in the same transaction).
 */
export function composeOrderMessage(
  mail: OrderMail,
  kind: OrderMessageKind,
  facts: OrderFacts,
  options: OrderMessageOptions = {},
): MailMessage {
  // Pages are the storefront's; the invoice is the API's (PUBLIC_URL).
  const storefront = facts.storefrontUrl ?? mail.publicUrl;
  const ordersPage = { label: 'View your orders', url: `${storefront}${pagePaths.orders}` };
  const number = facts.orderNumber;
  const content = ((): MailContent & { subject: string } => {
    switch (kind) {
      case 'order-confirmation':
        if (facts.cod) {
          return {
            subject: `Order ${number} confirmed`,
            preheader: `Pay ${formatPaise(facts.totalPaise)} in cash when it arrives.`,
            heading: 'Thank you for your order',
            paragraphs: [
              greeting(facts),
              `Order ${number} is confirmed: Cash on delivery. Please keep ${formatPaise(facts.totalPaise)} ready for the courier. We will email you again when it ships.`,
            ],
            details: summary(facts),
            action: ordersPage,
            footnote: 'Your tax invoice is issued when the order ships.',
          };
        }
        return {
          subject: `Order ${number} confirmed`,
          preheader: `We have your payment of ${formatPaise(facts.totalPaise)} and are packing your order.`,
          heading: 'Thank you for your order',
          paragraphs: [
            greeting(facts),
            `We have received your payment for order ${number}. We will email you again when it ships.`,
            ...promise(facts),
          ],
          details: summary(facts),
          action: ordersPage,
          links: [
            { label: 'Download your tax invoice (PDF)', url: `${mail.publicUrl}${apiPaths.orders.invoice(facts.orderId)}` },
          ],
          footnote: 'Sign in to Voltcart to download the invoice.',
        };
      case 'order-awaiting-address':
        return {
          subject: `Order ${number}: where should we deliver it?`,
          preheader: `We have your payment of ${formatPaise(facts.totalPaise)}. Tell us where to deliver your order.`,
          heading: 'Where should we deliver your order?',
          paragraphs: [
            greeting(facts),
            `We have received your payment for order ${number}, but it came without a delivery address.`,
            'Choose or add your delivery address on your orders page, and we will ship it. Your tax invoice is issued then.',
          ],
          details: summary(facts),
          action: { label: 'Give the delivery address', url: `${storefront}${pagePaths.orders}` },
        };
      case 'order-shipped':
        return {
          subject: `Order ${number} has shipped`,
          preheader: 'Your order is on its way.',
          heading: 'Your order is on its way',
          paragraphs: [
            greeting(facts),
            `Order ${number} has left our warehouse${facts.address ? ` for ${facts.address.city}` : ''}.`,
            ...promise(facts),
          ],
          details: summary(facts),
          action: ordersPage,
          links: trackingLinks(facts),
        };
      case 'order-delivered':
        return {
          subject: `Order ${number} has been delivered`,
          preheader: 'Your order has arrived.',
          heading: 'Your order has been delivered',
          paragraphs: [greeting(facts), `Order ${number} has been delivered. We hope you enjoy it.`],
          details: summary(facts),
          action: ordersPage,
          links: trackingLinks(facts),
        };
      case 'order-cancelled':
        return {
          subject: `Order ${number} has been cancelled`,
          preheader: options.refund ? `A refund of ${formatPaise(facts.totalPaise)} is on its way.` : 'No payment was taken.',
          heading: 'Your order has been cancelled',
          paragraphs: [
            greeting(facts),
            `Order ${number} has been cancelled.`,
            facts.cod
              ? 'It was cash on delivery, so nothing was paid and nothing is owed.'
              : options.refund
                ? `A refund of ${formatPaise(facts.totalPaise)} to your original payment method is on its way. We will email you when it is done.`
                : 'No payment was taken for it. If a payment still completes, we refund it automatically.',
          ],
          details: itemLines(facts),
          action: ordersPage,
        };
      case 'order-refunded':
        return {
          subject: `Refund of ${formatPaise(facts.totalPaise)} for order ${number}`,
          preheader: `We have refunded ${formatPaise(facts.totalPaise)}.`,
          heading: 'Your refund is done',
          paragraphs: [
            greeting(facts),
            `We have refunded ${formatPaise(facts.totalPaise)} for order ${number} to your original payment method. Banks usually show it within 5–7 working days.`,
          ],
          details: [{ label: 'Refunded', value: formatPaise(facts.totalPaise) }],
          action: ordersPage,
          ...(facts.creditNotes?.length
            ? {
                links: facts.creditNotes.map((note) => ({
                  label: `Download credit note ${note.number} (PDF)`,
                  url: `${mail.publicUrl}${apiPaths.orders.creditNote(note.id)}`,
                })),
                footnote: 'The credit note reverses the GST of your tax invoice. Sign in to Voltcart to download it.',
              }
            : {}),
        };
      case 'order-part-refunded': {
        const amount = formatPaise(options.part?.amountPaise ?? 0);
        return {
          subject: `Refund of ${amount} for order ${number}`,
          preheader: `We have refunded ${amount}.`,
          heading: 'Your refund is done',
          paragraphs: [
            greeting(facts),
            facts.cod
              ? `We have refunded ${amount} for order ${number} to your UPI ID.`
              : `We have refunded ${amount} for order ${number} to your original payment method. Banks usually show it within 5–7 working days.`,
          ],
          details: [{ label: 'Refunded', value: amount }],
          action: ordersPage,
        };
      }
    }
  })();
  const { subject, ...body } = content;
  // Each part refund is a message of its own; every other kind is sent once per order.
  const dedupeKey = options.part ? `${kind}:${options.part.refundId}` : `${kind}:${facts.orderId}`;
  return { kind, to: facts.shopper.email, subject, ...renderMail(body), dedupeKey };
}
