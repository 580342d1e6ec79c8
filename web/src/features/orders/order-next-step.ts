import { formatRupees, type Order } from '@voltcart/contract';

/** One line under an order's status saying what happens next, in the shopper's words. */
export function nextStepOf(order: Pick<Order, 'status' | 'totalAmount' | 'refund'>): string {
  const refunded = formatRupees(order.refund?.amount ?? order.totalAmount);
  switch (order.status) {
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
