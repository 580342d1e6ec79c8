import {
  CASH_ON_DELIVERY,
  DeliveryAddress,
  OrderStatus,
  rupeesFromPaise,
  type Order,
  type OrderRefundLine,
  type PaymentState,
  type RefundState,
  type User,
} from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import type { OrderItemRow, OrderRow } from '../../db/engine/schema';

/** What an order shows of its latest payment (the payments feature owns the payment rows). */
export type OrderPayment = {
  merchantTransactionId: string;
  state: PaymentState;
  paymentMode: string | null;
  providerTransactionId: string | null;
  /** The order's latest refund, when it has one. */
  refund?: { state: RefundState; amountPaise: number; updatedAt: string } | undefined;
  /** Every refund of the order, oldest first (none: empty), and what is left to refund of a completed payment. */
  refunds?: OrderRefundLine[] | undefined;
  refundablePaise?: number | undefined;
};

/**
 * Finds the latest payment of each of the given orders. Payments asks orders to create and settle orders, so
 * orders cannot import payments back: the app hands payments' lookup to the order routes.
 */
export type LatestPaymentsLookup = (db: Executor, orderIds: string[]) => Promise<Map<string, OrderPayment>>;

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

/** The order's delivery address snapshot; null for orders placed before the shop kept addresses. */
export function deliveryAddressOf(order: Pick<OrderRow, 'delivery_address'>): DeliveryAddress | null {
  if (!order.delivery_address) return null;
  try {
    const parsed = DeliveryAddress.safeParse(JSON.parse(order.delivery_address));
    return parsed.success ? parsed.data : null;
  } catch {
    // A snapshot that is not JSON (a hand-edited row) reads as no address rather than failing the whole listing.
    return null;
  }
}

/**
 * The API's view of an order from its rows: items from the price snapshot (unit price in rupees), the latest
 * payment's transaction ids and state, and the customer on admin listings.
 */
export function toOrder(order: OrderRow, items: OrderItemRow[], payment: OrderPayment | undefined, customer?: User): Order {
  if (order.payment_method === 'cod') return toCodOrder(order, items, customer);
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
    ...(order.coupon_code && Number(order.discount_paise) > 0
      ? { couponCode: order.coupon_code, discount: rupeesFromPaise(Number(order.discount_paise)) }
      : {}),
    merchantTransactionId: payment?.merchantTransactionId ?? '',
    paymentState: payment?.state ?? 'PENDING',
    paymentMethod: paymentMethodName(payment?.paymentMode),
    transactionId: payment?.state === 'COMPLETED' ? payment.providerTransactionId : null,
    deliveryAddress: deliveryAddressOf(order),
    ...(payment?.refund
      ? {
          refund: {
            state: payment.refund.state,
            amount: rupeesFromPaise(payment.refund.amountPaise),
            updatedAt: payment.refund.updatedAt,
          },
        }
      : {}),
    ...(payment?.refunds?.length ? { refunds: payment.refunds, refundable: rupeesFromPaise(payment.refundablePaise ?? 0) } : {}),
    ...(order.promised_delivery_on ? { deliverBy: order.promised_delivery_on } : {}),
    ...(order.invoice_number ? { invoiceNumber: order.invoice_number } : {}),
    ...(order.return_awaited_at
      ? { goodsBack: { awaitedSince: order.return_awaited_at, receivedBackAt: order.received_back_at } }
      : {}),
    ...(customer && order.attention_reason ? { needsAttention: order.attention_reason } : {}),
    ...(customer && order.cancel_reason ? { cancelReason: order.cancel_reason } : {}),
    ...(customer ? { customer: { _id: customer._id, username: customer.username, email: customer.email } } : {}),
  };
}

/** A cash-on-delivery order: no provider payment; its cash, once collected, is its payment. */
function toCodOrder(order: OrderRow, items: OrderItemRow[], customer?: User): Order {
  const cashCollected = order.cash_collected_at !== null;
  return {
    ...toOrder({ ...order, payment_method: 'online' }, items, undefined, customer),
    paymentState: cashCollected ? 'COMPLETED' : 'PENDING',
    paymentMethod: CASH_ON_DELIVERY,
    cod: { fee: rupeesFromPaise(Number(order.cod_fee_paise)), cashCollected },
  };
}
