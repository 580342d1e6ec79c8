import { OrderStatus, rupeesFromPaise, type Order } from '@voltcart/contract';
import type { OrderItemRow, OrderRow, PaymentRow } from './repo';

const PAYMENT_METHODS: Record<string, string> = {
  UPI_INTENT: 'UPI',
  UPI_QR: 'UPI',
  UPI_COLLECT: 'UPI',
  CARD: 'Card',
  CREDIT_CARD: 'Credit card',
  DEBIT_CARD: 'Debit card',
  NET_BANKING: 'Net banking',
};

/** The instrument PhonePe reported (payments.payment_mode) in a shopper's words; 'PhonePe' when unknown. */
export function paymentMethodName(paymentMode: string | null | undefined): string {
  return (paymentMode && PAYMENT_METHODS[paymentMode.toUpperCase()]) || 'PhonePe';
}

/**
 * The API's view of an order from its rows: items from the price snapshot (unit price in rupees), the latest
 * payment's transaction ids and state, and the customer on admin listings.
 */
export function toOrder(
  order: OrderRow,
  items: OrderItemRow[],
  payment: PaymentRow | undefined,
  customer?: { id: string; username: string; email: string },
): Order {
  return {
    _id: order.id,
    orderId: order.order_number,
    status: OrderStatus.parse(order.status),
    createdAt: order.created_at,
    items: items.map((item) => ({
      _id: item.id,
      // A product deleted since keeps its snapshot; its id is gone, so the item's own id stands in (its link finds nothing).
      productId: {
        _id: item.product_id ?? item.id,
        productName: item.product_name,
        productImage: item.product_image ? [item.product_image] : [],
      },
      quantity: Number(item.quantity),
      price: rupeesFromPaise(Number(item.price_paise)),
    })),
    totalAmount: rupeesFromPaise(Number(order.total_paise)),
    merchantTransactionId: payment?.merchant_transaction_id ?? '',
    paymentState: payment?.state ?? 'PENDING',
    paymentMethod: paymentMethodName(payment?.payment_mode),
    transactionId: payment?.state === 'COMPLETED' ? payment.provider_transaction_id : null,
    ...(customer ? { customer: { _id: customer.id, username: customer.username, email: customer.email } } : {}),
  };
}
