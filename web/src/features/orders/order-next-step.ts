import { formatRupees, type Order } from '@voltcart/contract';

/** One line under an order's status saying what happens next, in the shopper's words. */
export function nextStepOf(order: Pick<Order, 'status' | 'totalAmount' | 'refund' | 'cod'>): string {
  const refunded = formatRupees(order.refund?.amount ?? order.totalAmount);
  if (order.cod) {
    const cash = formatRupees(order.totalAmount);
    switch (order.status) {
      case 'Pending':
        return `Cash on delivery — we are packing it; pay ${cash} when it arrives. You can cancel until it ships.`;
      case 'Shipped':
        return `On its way to you. Keep ${cash} ready for the courier.`;
      case 'Cancelled':
        return 'Cancelled; it was cash on delivery, so nothing was paid.';
      default:
        break;
    }
  }
  switch (order.status) {
    case 'Awaiting confirmation':
      return 'Confirm it with the 6-digit code we emailed you; unconfirmed orders are cancelled after 30 minutes.';
    case 'Returned to origin':
      return 'Refused at delivery and returned to us; nothing was paid.';
    case 'Payment pending':
      return 'Waiting for your payment to be confirmed.';
    case 'Payment failed':
      return 'The payment did not go through; nothing was charged.';
    case 'Superseded':
      return 'Replaced by a newer checkout from your cart; nothing was charged for it.';
    case 'Pending':
      return 'Paid — we are packing it; you can cancel until it ships.';
    case 'Awaiting address':
      return 'Paid — tell us where to deliver it, and we will ship it.';
    case 'Shipped':
      return 'On its way to you.';
    case 'Delivered':
      return 'Delivered. Enjoy!';
    case 'Cancelled':
      return 'Cancelled; nothing was charged.';
    case 'Refund pending':
      return `Refund of ${refunded} is on its way to your original payment method (usually 3–5 working days).`;
    case 'Refunded':
      return `${refunded} refunded to your original payment method.`;
    case 'Refund failed':
      return `Refund of ${refunded} did not go through; our team has been alerted and will try it again.`;
  }
}
